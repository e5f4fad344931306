import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MfsProviderSchema, type Account } from '@taka/contracts';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { MobileNumberField } from '@/shared/banking/form/MobileNumberField';
import { RadioChoiceField } from '@/shared/banking/form/RadioChoiceField';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { MfsTransferFormSchema } from '../form-schemas';

/** To a bKash, Nagad, Rocket or Upay wallet by its 11-digit Bangladeshi mobile number. */
export function MfsForm({ accounts, onSubmit }: TransferFormProps & { accounts: Account[] }) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(MfsTransferFormSchema),
    defaultValues: {
      type: 'mfs',
      sourceAccountId: sources[0]?.id ?? '',
      provider: 'bkash',
      walletNumber: '',
      amount: '',
      remarks: '',
    },
  });
  const providers = MfsProviderSchema.options.map((provider) => ({
    value: provider,
    label: t(`transfers.mfs.providers.${provider}`),
  }));

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <BeneficiaryPicker
        type="mfs"
        onChoose={(payee) => {
          setValue('provider', payee.provider);
          setValue('walletNumber', payee.walletNumber, { shouldValidate: true });
        }}
      />
      <RadioChoiceField
        control={control}
        name="provider"
        label={t('transfers.mfs.provider')}
        choices={providers}
        row
      />
      <MobileNumberField control={control} name="walletNumber" label={t('transfers.mfs.walletNumber')} />
      <SourceAccountField control={control} accounts={sources} />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}
