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
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { DetailList } from '@/shared/banking/DetailList';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { withMessage } from '@/shared/banking/form/with-message';
import type { TransferFormProps } from '@/shared/banking/transfer-flow/TransferFlow';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';

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
export function FavoriteRepeatForm({ favorite, accounts, onSubmit, pending, error }: Props) {
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
    <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
      <ApiErrorAlert error={error} />
      <Stack spacing={2.5}>
        <DetailList items={payee} />
        <AccountSelectField
          control={control}
          name="sourceAccountId"
          label={t('transfers.fields.fromAccount')}
          accounts={sources}
          showAvailable
        />
        <FormTextField
          control={control}
          name="amount"
          label={t('transfers.fields.amount')}
          helperText={t('transfers.fields.amountHint')}
          required
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">৳</InputAdornment> },
          }}
        />
        <FormTextField
          control={control}
          name="remarks"
          label={t('transfers.fields.remarks')}
          helperText={t('transfers.fields.remarksHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 140 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('transferFlow.continue')}
        </Button>
      </Stack>
    </Box>
  );
}
