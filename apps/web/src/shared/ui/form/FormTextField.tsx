import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { toLatinDigits } from '@taka/contracts';
import { fieldErrorText } from './field-error';

/** `O` is what the form's resolver turns the values into (a count typed as text may become a number). */
type Props<T extends FieldValues, O = T> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

const DIGIT_INPUT_MODES = new Set(['numeric', 'decimal', 'tel']);

/**
 * A MUI text field bound to react-hook-form, showing its validation message in words. A field for digits (its
 * input mode says so) takes Bengali digits as well as Latin ones, and keeps them as Latin (docs/decisions/023).
 */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  helperText,
  ...props
}: Props<T, O>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = fieldErrorText(fieldState.error, t, (key) => i18n.exists(key));
  const htmlInput = props.slotProps?.htmlInput;
  const takesDigits =
    typeof htmlInput === 'object' && DIGIT_INPUT_MODES.has(String(htmlInput.inputMode ?? ''));
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(takesDigits ? toLatinDigits(event.target.value) : event)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}
