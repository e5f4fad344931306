import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpChallenge, TransactionBlockAccount } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import {
  useBlockAccount,
  useRequestUnblockCode,
  useTransactionBlocks,
  useUnblockAccount,
} from '../api/transaction-blocks';

type Done = { kind: 'blocked' | 'unblocked'; number: string };

/**
 * The customer's savings and current accounts, each with whether internet-banking debits from it are blocked: Block
 * acts at once; Unblock asks for a one-time code first (decision 035).
 */
export function TransactionBlockPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const accounts = useTransactionBlocks();
  const block = useBlockAccount();
  const requestCode = useRequestUnblockCode();
  const unblock = useUnblockAccount();
  const [done, setDone] = useState<Done | null>(null);
  const [unblocking, setUnblocking] = useState<{
    account: TransactionBlockAccount;
    challenge: OtpChallenge;
  } | null>(null);

  function blockNow(account: TransactionBlockAccount) {
    setDone(null);
    requestCode.reset();
    block.mutate(
      { accountId: account.accountId },
      { onSuccess: () => setDone({ kind: 'blocked', number: account.number }) },
    );
  }

  function askForCode(account: TransactionBlockAccount) {
    setDone(null);
    block.reset();
    requestCode.mutate(
      { accountId: account.accountId },
      {
        onSuccess: (challenge) => {
          unblock.reset();
          setUnblocking({ account, challenge });
        },
      },
    );
  }

  function confirm(code: string) {
    if (!unblocking || unblock.isPending) return;
    const { account, challenge } = unblocking;
    unblock.mutate(
      { accountId: account.accountId, challengeId: challenge.challengeId, code },
      {
        onSuccess: () => {
          setUnblocking(null);
          setDone({ kind: 'unblocked', number: account.number });
        },
      },
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <div role="status">
        {done && (
          <Alert severity="success" onClose={() => setDone(null)}>
            {t(`otherServices.block.${done.kind}`, { number: done.number })}
          </Alert>
        )}
      </div>
      <ApiErrorAlert error={accounts.error ?? block.error ?? (unblocking ? null : requestCode.error)} />
      {accounts.isPending && [0, 1].map((row) => <Skeleton key={row} variant="rounded" height={96} />)}
      {accounts.data?.length === 0 && <Alert severity="info">{t('otherServices.block.empty')}</Alert>}
      {accounts.data?.map((account) => (
        <Card key={account.accountId} variant="outlined" sx={{ borderRadius: 3 }}>
          <CardContent
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Stack spacing={0.5}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('accountSelect.option', { product: account.productName, number: account.number })}
              </Typography>
              <div>
                <Chip
                  size="small"
                  color={account.blocked ? 'error' : 'success'}
                  variant="outlined"
                  label={
                    account.blocked
                      ? t('otherServices.block.blockedSince', {
                          date: format.dateTime(account.blockedAt!),
                        })
                      : t('otherServices.block.open')
                  }
                />
              </div>
            </Stack>
            {account.blocked ? (
              <Button
                variant="contained"
                onClick={() => askForCode(account)}
                loading={requestCode.isPending && requestCode.variables?.accountId === account.accountId}
                aria-label={t('otherServices.block.unblockAccount', { number: account.number })}
              >
                {t('otherServices.block.unblock')}
              </Button>
            ) : (
              <Button
                variant="outlined"
                color="error"
                onClick={() => blockNow(account)}
                loading={block.isPending && block.variables?.accountId === account.accountId}
                aria-label={t('otherServices.block.blockAccount', { number: account.number })}
              >
                {t('otherServices.block.block')}
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
      {unblocking && (
        <Dialog open onClose={() => setUnblocking(null)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
          <DialogTitle id={titleId}>
            {t('otherServices.block.unblockTitle', { number: unblocking.account.number })}
          </DialogTitle>
          <DialogContent>
            <OtpCodeForm
              key={unblocking.challenge.challengeId}
              challenge={unblocking.challenge}
              onSubmit={confirm}
              submitLabel={t('otherServices.block.confirmUnblock')}
              pending={unblock.isPending}
              error={unblock.error ?? requestCode.error}
              onResend={() => askForCode(unblocking.account)}
              resendPending={requestCode.isPending}
              onBack={() => setUnblocking(null)}
            />
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}
