import { useId } from 'react';
import type { BankNotification } from '@taka/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { PromotionDetails } from './PromotionDetails';
import { TransactionDetails } from './TransactionDetails';

type Props = { notification: BankNotification; onClose: () => void };

/**
 * An opened notification (SPEC 2.6): 450 px wide, not closed by a click beside it. A transaction's shows its
 * receipt; any other its banner.
 */
export function NotificationDialog({ notification, onClose }: Props) {
  const titleId = useId();
  const { transactionId } = notification;
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogContent>
        {notification.categoryType === 'TRANSACTIONAL' && transactionId ? (
          <TransactionDetails transactionId={transactionId} titleId={titleId} onClose={onClose} />
        ) : (
          <PromotionDetails notification={notification} titleId={titleId} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
