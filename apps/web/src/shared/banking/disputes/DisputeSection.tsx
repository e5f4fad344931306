import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dispute, TransactionReceipt } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { disputeState, mayDispute, useDisputesByTransaction } from './disputes-api';

const DisputeDialog = lazy(() => import('./DisputeDialog'));

const SEVERITY = { open: 'info', upheld: 'success', rejected: 'warning', cancelled: 'info' } as const;

/** What a receipt says of a transaction's dispute: open or settled, with its reference. */
export function DisputeNote({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const state = disputeState(dispute);
  return (
    <Alert severity={SEVERITY[state]} sx={{ mt: 2 }}>
      {t(`disputes.state.${state}`, { reference: dispute.reference })}
    </Alert>
  );
}

/** A history row's mark of a disputed transaction. */
export function DisputeChip({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const state = disputeState(dispute);
  return (
    <Chip
      size="small"
      color={state === 'upheld' ? 'success' : state === 'open' ? 'info' : 'default'}
      label={t(`disputes.chip.${state}`)}
    />
  );
}

/**
 * The receipt's dispute part (decision 036): the dispute's state when there is one; else, for a successful
 * transaction that may be a debit of the customer's (`disputable`), a button that opens the dispute form.
 */
export function DisputeSection({
  receipt,
  disputable = true,
}: {
  receipt: TransactionReceipt;
  disputable?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dispute = useDisputesByTransaction().get(receipt.transactionId);
  const settledAgain = dispute && (dispute.status === 'rejected' || dispute.status === 'cancelled');
  return (
    <>
      {dispute && <DisputeNote dispute={dispute} />}
      {(!dispute || settledAgain) && disputable && mayDispute(receipt) && (
        <Button
          variant="text"
          color="warning"
          startIcon={<ReportProblemOutlined />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{ mt: 1 }}
        >
          {t('disputes.open')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <DisputeDialog transactionId={receipt.transactionId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
