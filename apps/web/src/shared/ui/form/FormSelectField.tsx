import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormField } from './use-form-field';

type Props<T extends FieldValues, O = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** A choice from a list (MUI's select text field, children its MenuItems) bound to react-hook-form. */
export function FormSelectField<T extends FieldValues, O = T>({
  control,
  name,
  helperText,
  ...props
}: Props<T, O>) {
  const { field, bound } = useFormField(control, name, helperText);
  return <TextField {...props} {...bound} select onChange={field.onChange} />;
}
