import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useRequestUnblockCode, useUnblockCard } from '../api/cards';

type Props = { card: Card; onClose: () => void; onUnblocked: (card: Card) => void };

/** Unblocking a card: a code goes to the customer's mobile, and only that code unblocks it. */
export function UnblockCardDialog({ card, onClose, onUnblocked }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const requestCode = useRequestUnblockCode();
  const unblock = useUnblockCard();
  const challenge = requestCode.data;
  const sendCode = () => {
    unblock.reset();
    requestCode.mutate(card.id);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('cards.unblockTitle', { number: card.maskedNumber })}</DialogTitle>
      <DialogContent>
        {challenge ? (
          <OtpCodeForm
            key={challenge.challengeId}
            challenge={challenge}
            submitLabel={t('cards.unblockNow')}
            pending={unblock.isPending}
            error={unblock.error ?? requestCode.error}
            onResend={sendCode}
            resendPending={requestCode.isPending}
            onSubmit={(code) =>
              unblock.mutate(
                { id: card.id, challengeId: challenge.challengeId, code },
                { onSuccess: (unblocked) => onUnblocked(unblocked) },
              )
            }
          />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{t('cards.unblockHow')}</Alert>
            <ApiErrorAlert error={requestCode.error} />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button variant="text" onClick={onClose}>
                {t('cards.cancel')}
              </Button>
              <Button variant="contained" onClick={sendCode} loading={requestCode.isPending}>
                {t('cards.sendCode')}
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
