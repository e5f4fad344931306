import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import { usePasswordVisibility } from './PasswordInput';

type Props<T extends FieldValues> = Parameters<typeof FormTextField<T>>[0];

/** A password field of a react-hook-form form, with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: Props<T>) {
  return <FormTextField {...props} {...usePasswordVisibility()} />;
}
