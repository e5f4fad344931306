import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-error';

/** A field's react-hook-form binding, with its validation message in words (or `helperText` when it is valid). */
export function useFormField<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  name: FieldPath<T>,
  helperText?: ReactNode,
) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldErrorText(fieldState.error, t, (key) => i18n.exists(key));
  return {
    field,
    bound: {
      name: field.name,
      value: field.value ?? '',
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(fieldState.error),
      helperText: errorText ?? helperText,
    },
  };
}
