import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Account, Beneficiary } from '@taka/contracts';
import { useBanks } from '@/shared/banking/api/get-banks';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { BeneficiaryPicker } from '@/shared/banking/beneficiary/BeneficiaryPicker';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { OtherBankPayeeFields, useBankBranchChoice } from '@/shared/banking/form/OtherBankPayeeFields';
import { RadioChoiceField } from '@/shared/banking/form/RadioChoiceField';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { OtherBankTransferFormSchema } from '../form-schemas';

/**
 * To an account at another bank through NPSB (instant) or BEFTN (next clearing window). The branch, chosen by
 * bank and district, fills in its 9-digit routing number.
 */
export function OtherBankForm({ accounts, onSubmit }: TransferFormProps & { accounts: Account[] }) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const branchChoice = useBankBranchChoice();
  const banks = useBanks();
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(OtherBankTransferFormSchema),
    defaultValues: {
      type: 'npsb' as 'npsb' | 'beftn',
      sourceAccountId: sources[0]?.id ?? '',
      routingNumber: '',
      accountNumber: '',
      accountName: '',
      amount: '',
      remarks: '',
    },
  });
  const networks = (['npsb', 'beftn'] as const).map((network) => ({
    value: network,
    label: t(`transfers.otherBank.networks.${network}.label`),
    description: t(`transfers.otherBank.networks.${network}.description`),
  }));

  function choosePayee(payee: Extract<Beneficiary, { type: 'other_bank' }>) {
    branchChoice.choose(payee.bankCode, payee.districtCode);
    setValue('routingNumber', payee.routingNumber, { shouldValidate: true });
    setValue('accountNumber', payee.accountNumber, { shouldValidate: true });
    setValue('accountName', payee.accountName, { shouldValidate: true });
  }

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)} error={banks.error}>
      <RadioChoiceField
        control={control}
        name="type"
        label={t('transfers.otherBank.network')}
        choices={networks}
      />
      <SourceAccountField control={control} accounts={sources} />
      <BeneficiaryPicker type="other_bank" onChoose={choosePayee} />
      <OtherBankPayeeFields
        control={control}
        choice={branchChoice}
        onBranchCleared={() => setValue('routingNumber', '')}
      />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}
