import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESPONSE_OK } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { transactionStatusQuery } from '@/shared/banking/api/get-transaction-status';
import { ReceiptView } from '@/shared/banking/receipt/ReceiptView';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

type Props = { transactionId: string; titleId: string; onClose: () => void };

/** A transaction's receipt with its status now (SPEC 2.6); an answer other than S100000 shows nothing (SPEC 8). */
export function TransactionDetails({ transactionId, titleId, onClose }: Props) {
  const { t } = useTranslation();
  const status = useQuery({ ...transactionStatusQuery(transactionId), select: (answer) => answer });
  const refused = status.data !== undefined && status.data.responseCode !== RESPONSE_OK;
  useEffect(() => {
    if (refused) onClose();
  }, [refused, onClose]);

  if (status.isPending)
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <Typography id={titleId} sx={visuallyHidden}>
          {t('shell.notifications.loadingReceipt')}
        </Typography>
        <CircularProgress aria-label={t('shell.notifications.loadingReceipt')} />
      </Box>
    );
  if (status.isError)
    return (
      <>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('receipt.errorTitle')}
        </Typography>
        <ApiErrorAlert error={status.error} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onClose}>
            {t('shell.notifications.cancel')}
          </Button>
        </Box>
      </>
    );
  if (refused) return null;
  return <ReceiptView receipt={status.data.data} closeAction="cancel" onClose={onClose} titleId={titleId} />;
}
