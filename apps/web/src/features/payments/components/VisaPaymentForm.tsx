import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { VisaPaymentSchema, type Account } from '@taka/contracts';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { accountChoice } from '@/shared/banking/form/with-message';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { FormTextField } from '@/shared/ui/form/FormTextField';

const VisaPaymentFormSchema = VisaPaymentSchema.extend({ sourceAccountId: accountChoice });

/** Money to any Visa card: its 16 digits (checked with Luhn before anything is sent) and the cardholder's name. */
export function VisaPaymentForm({ accounts, onSubmit }: TransferFormProps & { accounts: Account[] }) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(VisaPaymentFormSchema),
    defaultValues: {
      type: 'visa_payment',
      sourceAccountId: sources[0]?.id ?? '',
      cardNumber: '',
      cardholderName: '',
      amount: '',
      remarks: '',
    },
  });

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="cardNumber"
        label={t('visa.fields.cardNumber')}
        helperText={t('visa.fields.cardNumberHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
      />
      <FormTextField
        control={control}
        name="cardholderName"
        label={t('visa.fields.cardholderName')}
        helperText={t('visa.fields.cardholderNameHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <SourceAccountField control={control} accounts={sources} />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}
