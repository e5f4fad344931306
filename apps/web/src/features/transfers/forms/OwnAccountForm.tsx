import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Account } from '@taka/contracts';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { OwnTransferFormSchema } from '../form-schemas';

/** Between two of the customer's accounts: from a savings or current account to any account that receives. */
export function OwnAccountForm({ accounts, onSubmit }: TransferFormProps & { accounts: Account[] }) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(OwnTransferFormSchema),
    defaultValues: {
      type: 'own',
      sourceAccountId: sources[0]?.id ?? '',
      destinationAccountId: '',
      amount: '',
      remarks: '',
    },
  });
  const sourceId = useWatch({ control, name: 'sourceAccountId' });
  const destinations = accounts.filter((account) => account.canReceive && account.id !== sourceId);

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(onSubmit)}>
      <SourceAccountField control={control} accounts={sources} />
      <AccountSelectField
        control={control}
        name="destinationAccountId"
        label={t('transfers.fields.toAccount')}
        accounts={destinations}
      />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}
