import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Account } from '@taka/contracts';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { WithinBankTransferFormSchema } from '../form-schemas';

/** To another customer of the bank by 13-digit account number; the review names the holder before confirming. */
export function WithinBankForm({ accounts, onSubmit }: TransferFormProps & { accounts: Account[] }) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(WithinBankTransferFormSchema),
    defaultValues: {
      type: 'within_bank',
      sourceAccountId: sources[0]?.id ?? '',
      accountNumber: '',
      amount: '',
      remarks: '',
    },
  });

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <SourceAccountField control={control} accounts={sources} />
      <BeneficiaryPicker
        type="within_bank"
        onChoose={(payee) => setValue('accountNumber', payee.accountNumber, { shouldValidate: true })}
      />
      <FormTextField
        control={control}
        name="accountNumber"
        label={t('transfers.fields.payeeAccountNumber')}
        helperText={t('transfers.fields.payeeAccountNumberHint')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
      />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}
