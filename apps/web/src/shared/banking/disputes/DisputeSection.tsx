import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dispute, TransactionReceipt } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { disputeState, useDisputesByTransaction } from './disputes-api';

const DisputeDialog = lazy(() => import('./DisputeDialog'));

const SEVERITY = { open: 'info', upheld: 'success', rejected: 'warning', cancelled: 'info' } as const;

/** What a receipt says of a transaction's dispute: open or settled, with its reference. */
export function DisputeNote({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const state = disputeState(dispute);
  return (
    <Alert severity={SEVERITY[state]} sx={{ mt: 1 }}>
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
 * The receipt's dispute part (decision 036): the dispute's state when there is one; else, for a transaction the
 * customer may dispute (`disputable`: see `mayDispute`), a button that opens the dispute form.
 * Nothing until the customer's disputes are known, so the button never shows for a transaction already disputed.
 */
export function DisputeSection({
  receipt,
  disputable,
}: {
  receipt: TransactionReceipt;
  disputable: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const disputes = useDisputesByTransaction();
  if (!disputes) return null;
  const dispute = disputes.get(receipt.transactionId);
  const settledAgain = dispute && (dispute.status === 'rejected' || dispute.status === 'cancelled');
  return (
    <>
      {dispute && <DisputeNote dispute={dispute} />}
      {(!dispute || settledAgain) && disputable && (
        <Button
          variant="text"
          color="warning"
          startIcon={<ReportProblemOutlined />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
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
