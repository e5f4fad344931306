import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import { formatAmountInput, parseAmountInput, tryParseMoney, type FormatLanguage } from '@taka/contracts';
import { useFormat } from '../../i18n/use-format';
import { TextInput, type TextInputProps } from './TextInput';
import { useFormField } from './use-form-field';

type Props<T extends FieldValues, O> = Pick<
  TextInputProps,
  'label' | 'helperText' | 'required' | 'autoFocus'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The amount is set by the form (a bill's amount due): shown, not typed. */
  readOnly?: boolean;
};

/**
 * The form's value for text that reads as no amount in the language: no schema takes it ("60.00" typed in Turkish,
 * where a dot groups thousands, must not pass as the canonical 60.00).
 */
const NOT_AN_AMOUNT = 'not an amount';

/** What the form keeps of a typed amount: its canonical decimal, '' for nothing, else NOT_AN_AMOUNT. */
const valueOf = (text: string, language: FormatLanguage) =>
  text.trim() === '' ? '' : (parseAmountInput(text, language) ?? NOT_AN_AMOUNT);

/** How the field shows a value it did not type (a saved amount, a quick amount): in the language's writing. */
const textOf = (value: string, language: FormatLanguage) =>
  tryParseMoney(value) === null || value.startsWith('-') ? value : formatAmountInput(value, language);

/**
 * An amount in taka, bound to react-hook-form. The customer types it as the language on screen writes amounts
 * ("1.500,50" in Turkish, "১,৫০০.৫০" in Bengali, "1,500.50" in English; `parseAmountInput`); the form holds its
 * canonical decimal ("1500.50"), which the contract's schema checks, or a value it refuses when the text reads as
 * no amount. The field shows what was typed, or the form's value in the language's writing when the value came from
 * elsewhere or the language changed.
 */
export function FormAmountField<T extends FieldValues, O = T>({
  control,
  name,
  helperText,
  readOnly,
  ...props
}: Props<T, O>) {
  const { language } = useFormat();
  const { field, bound } = useFormField(control, name, helperText);
  const [typed, setTyped] = useState('');
  const value = String(field.value ?? '');
  const shown =
    value === NOT_AN_AMOUNT || valueOf(typed, language) === value ? typed : textOf(value, language);
  return (
    <TextInput
      {...props}
      {...bound}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(valueOf(event.target.value, language));
      }}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', readOnly },
        input: { startAdornment: <InputAdornment position="start">৳</InputAdornment> },
      }}
    />
  );
}
