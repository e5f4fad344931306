import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Account, LoanDetail, OtpChallenge } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountSelectField } from '@/shared/banking/form/AccountSelectField';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { useIdempotencyKey } from '@/shared/banking/transfer-flow/use-idempotency-key';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { useInstalmentCode, usePayInstalment } from '../api/loans';

const SourceSchema = z.object({ fromAccountId: z.uuid('loans.accountRequired') });

/**
 * Paying the next instalment: the account to pay from, a one-time code, then the receipt (the schedule above shows
 * the instalment paid once the loan reloads).
 */
export function PayInstalment({ loan, accounts }: { loan: LoanDetail; accounts: Account[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const next = loan.nextInstalment;
  const sources = accounts.filter((account) => account.canSend);
  const requestCode = useInstalmentCode(loan.id);
  const pay = usePayInstalment(loan.id);
  const idempotency = useIdempotencyKey();
  const [challenge, setChallenge] = useState<{ fromAccountId: string; challenge: OtpChallenge } | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SourceSchema),
    defaultValues: { fromAccountId: sources[0]?.id ?? '' },
  });

  if (pay.data)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status">
          {t('loans.pay.paid', {
            number: format.number(pay.data.loan.paidInstalments),
            transactionId: pay.data.transactionId,
          })}{' '}
          <MoneyText value={pay.data.amount} />
        </Alert>
        {pay.data.loan.nextInstalment && (
          <Button
            variant="outlined"
            onClick={() => {
              pay.reset();
              setChallenge(null);
            }}
          >
            {t('loans.pay.another')}
          </Button>
        )}
      </Stack>
    );
  if (!next) return <Alert severity="success">{t('loans.repaid')}</Alert>;

  const ask = (fromAccountId: string) =>
    requestCode.mutateAsync({ fromAccountId, instalment: next.number }).then(
      (issued) => {
        idempotency.issue();
        setChallenge({ fromAccountId, challenge: issued });
      },
      () => undefined,
    );

  if (challenge)
    return (
      <OtpCodeForm
        challenge={challenge.challenge}
        submitLabel={t('loans.pay.confirm')}
        pending={pay.isPending}
        error={pay.error}
        onSubmit={(code) =>
          pay.mutate({
            body: {
              payment: { fromAccountId: challenge.fromAccountId, instalment: next.number },
              challengeId: challenge.challenge.challengeId,
              code,
            },
            key: idempotency.key!,
          })
        }
        onResend={() => void ask(challenge.fromAccountId)}
        resendPending={requestCode.isPending}
        onBack={() => setChallenge(null)}
      />
    );
  return (
    <ApiForm
      control={control}
      onSubmit={handleSubmit(({ fromAccountId }) => ask(fromAccountId))}
      error={requestCode.error}
      actions={
        <Button
          type="submit"
          variant="contained"
          loading={requestCode.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('loans.pay.submit')}
        </Button>
      }
    >
      <Typography>
        {t('loans.pay.next', { number: format.number(next.number), date: format.date(next.dueDate) })}{' '}
        <MoneyText value={next.instalment} sx={{ fontWeight: 700 }} />
      </Typography>
      <AccountSelectField
        control={control}
        name="fromAccountId"
        label={t('loans.pay.from')}
        accounts={sources}
        showAvailable
      />
    </ApiForm>
  );
}
