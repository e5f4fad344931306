import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { ReceiptDialogProps } from './ReceiptDialog';
import { ReceiptView } from './ReceiptView';

/** The receipt dialog's code, loaded when a receipt is first opened. */
export function OpenedReceiptDialog({ receipt, onClose, disputable }: ReceiptDialogProps) {
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
