import { useId } from 'react';
import type { TransactionReceipt } from '@taka/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { ReceiptView } from './ReceiptView';

/**
 * A listed transaction's receipt in a dialog (450 px, SPEC 2.6), with Cancel and Download; not closed by a click
 * beside it. Open while `receipt` is set.
 */
export function ReceiptDialog({
  receipt,
  onClose,
  disputable,
}: {
  receipt: TransactionReceipt | null;
  onClose: () => void;
  /** False for money the customer received (decision 036). */
  disputable?: boolean;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={receipt !== null}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogContent>
        {receipt && (
          <ReceiptView
            receipt={receipt}
            closeAction="cancel"
            onClose={onClose}
            titleId={titleId}
            disputable={disputable}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
