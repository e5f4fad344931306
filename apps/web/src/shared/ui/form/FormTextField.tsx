import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { toLatinDigits } from '@taka/contracts';
import { TextInput, type TextInputProps } from './TextInput';
import { useFormField } from './use-form-field';

/** `O` is what the form's resolver turns the values into (a count typed as text may become a number). */
type Props<T extends FieldValues, O = T> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

const DIGIT_INPUT_MODES = new Set(['numeric', 'decimal', 'tel']);

/**
 * A text field bound to react-hook-form, showing its validation message in words. A field for digits (its input
 * mode says so) takes Bengali digits as well as Latin ones, and keeps them as Latin (docs/decisions/023).
 */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  helperText,
  ...props
}: Props<T, O>) {
  const { field, bound } = useFormField(control, name, helperText);
  const takesDigits = DIGIT_INPUT_MODES.has(String(props.slotProps?.htmlInput?.inputMode ?? ''));
  return (
    <TextInput
      {...props}
      {...bound}
      onChange={(event) => field.onChange(takesDigits ? toLatinDigits(event.target.value) : event)}
    />
  );
}
