import { lazy } from 'react';
import type { TransactionReceipt } from '@taka/contracts';
import { WhenFirstOpened } from '@/shared/ui/WhenFirstOpened';

const OpenedReceiptDialog = lazy(() =>
  import('./OpenedReceiptDialog').then((module) => ({ default: module.OpenedReceiptDialog })),
);

export type ReceiptDialogProps = {
  receipt: TransactionReceipt | null;
  onClose: () => void;
  /** False for money the customer received (decision 036). */
  disputable?: boolean;
};

/**
 * A listed transaction's receipt in a dialog (450 px, SPEC 2.6), with Cancel and Download; not closed by a click
 * beside it. Open while `receipt` is set.
 */
export function ReceiptDialog(props: ReceiptDialogProps) {
  return (
    <WhenFirstOpened open={props.receipt !== null}>
      <OpenedReceiptDialog {...props} />
    </WhenFirstOpened>
  );
}
