import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import { FormTextField } from '@/shared/ui/form/FormTextField';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  amount: FieldPath<T>;
  remarks: FieldPath<T>;
  /** What this payment allows (an operator's range), instead of the general hint. */
  amountHint?: string;
  /** The amount is set by the payment (a bill's amount due): shown, not typed. */
  amountReadOnly?: boolean;
};

/** The amount in taka (a decimal string: up to two decimals, no separators) and optional remarks. */
export function AmountAndRemarksFields<T extends FieldValues, O = T>({
  control,
  amount,
  remarks,
  amountHint,
  amountReadOnly = false,
}: Props<T, O>) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={amount}
        label={t('transfers.fields.amount')}
        helperText={amountHint ?? t('transfers.fields.amountHint')}
        required
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: 'decimal', readOnly: amountReadOnly },
          input: { startAdornment: <InputAdornment position="start">৳</InputAdornment> },
        }}
      />
      <FormTextField
        control={control}
        name={remarks}
        label={t('transfers.fields.remarks')}
        helperText={t('transfers.fields.remarksHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 140 } }}
      />
    </>
  );
}
