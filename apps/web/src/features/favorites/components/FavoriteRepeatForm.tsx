import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  AmountSchema,
  TransferRequestSchema,
  type Account,
  type Favorite,
  type TransferRequest,
} from '@taka/contracts';
import { DetailList } from '@/shared/banking/DetailList';
import { SourceAccountField } from '@/shared/banking/form/SourceAccountField';
import { AmountAndRemarksFields } from '@/shared/banking/form/AmountAndRemarksFields';
import { TransferFormFrame } from '@/shared/banking/form/TransferFormFrame';
import { withMessage } from '@/shared/banking/form/with-message';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';

const RepeatFormSchema = z.object({
  sourceAccountId: withMessage(z.uuid(), 'account.required'),
  amount: AmountSchema,
  remarks: z.string().trim().max(140, 'remarks.tooLong'),
});

type Props = TransferFormProps & { favorite: Favorite; accounts: Account[] };

/**
 * The details step of a repeated favorite: the payee stays as saved; the account, amount and remarks may change
 * (any kind of transfer, so one form serves every type). The result is checked against the transfer contract.
 */
export function FavoriteRepeatForm({ favorite, accounts, onSubmit }: Props) {
  const { t } = useTranslation();
  const sources = accounts.filter((account) => account.canSend);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(RepeatFormSchema),
    defaultValues: {
      sourceAccountId: favorite.request.sourceAccountId,
      amount: favorite.request.amount,
      remarks: favorite.request.remarks,
    },
  });

  function submit(values: z.output<typeof RepeatFormSchema>) {
    const parsed = TransferRequestSchema.safeParse({ ...favorite.request, ...values });
    if (parsed.success) return onSubmit(parsed.data as TransferRequest);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'amount' || field === 'remarks' || field === 'sourceAccountId')
        setError(field, { message: issue.message });
    }
  }

  const payee = [
    { key: 'payee', label: t('favorites.fields.payee'), value: favorite.payee.name, emphasis: true },
    { key: 'number', label: t('favorites.fields.number'), value: favorite.payee.number },
    ...(favorite.payee.institution
      ? [{ key: 'institution', label: t('favorites.fields.institution'), value: favorite.payee.institution }]
      : []),
  ];

  return (
    <TransferFormFrame control={control} onSubmit={handleSubmit(submit)}>
      <DetailList items={payee} />
      <SourceAccountField control={control} accounts={sources} />
      <AmountAndRemarksFields control={control} amount="amount" remarks="remarks" />
    </TransferFormFrame>
  );
}
