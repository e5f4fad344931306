import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ButtonLink } from '@/shared/ui/links';
import { DisputeForm } from './DisputeForm';

/** The dispute form in a dialog, then the request's reference and the way to follow it. */
export default function DisputeDialog({
  transactionId,
  onClose,
}: {
  transactionId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [submitted, setSubmitted] = useState<ServiceRequest | null>(null);
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 520, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{t('disputes.title')}</DialogTitle>
      <DialogContent>
        {submitted ? (
          <Alert severity="success" role="status">
            <AlertTitle>{t('disputes.submittedTitle')}</AlertTitle>
            {t('disputes.submittedText', { reference: submitted.reference })}
          </Alert>
        ) : (
          <DisputeForm transactionId={transactionId} onSubmitted={setSubmitted} onCancel={onClose} />
        )}
      </DialogContent>
      {submitted && (
        <DialogActions>
          <Button onClick={onClose}>{t('disputes.close')}</Button>
          <ButtonLink to="/service-request-history" variant="contained">
            {t('accountServices.follow')}
          </ButtonLink>
        </DialogActions>
      )}
    </Dialog>
  );
}
