import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField } from '@/shared/ui/form/FormAmountField';
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

/** The amount in taka (typed as the language writes amounts, kept as the canonical decimal) and optional remarks. */
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
      <FormAmountField
        control={control}
        name={amount}
        label={t('transfers.fields.amount')}
        helperText={amountHint ?? t('transfers.fields.amountHint')}
        required
        readOnly={amountReadOnly}
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
