import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTransactionStatus } from '@/shared/banking/api/get-transaction-status';
import { ReceiptView } from '@/shared/banking/receipt/ReceiptView';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { ButtonLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';

/**
 * The detail of one past recharge (from the recent list): its receipt with the status it has now, Download, and
 * Recharge again. A recharge in progress is reviewed and confirmed in the flow itself, which ends on the same receipt.
 */
export function MobileRechargeDetailsPage({ transactionId }: { transactionId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.mobileRechargeDetails.title" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 }, borderRadius: 3, maxWidth: 760 }}>
        {transactionId ? (
          <RechargeReceipt transactionId={transactionId} />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info">{t('recharge.details.none')}</Alert>
            <ButtonLink to="/mobile-recharge" variant="contained">
              {t('recharge.details.toRecent')}
            </ButtonLink>
          </Stack>
        )}
      </Paper>
    </>
  );
}

function RechargeReceipt({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useTransactionStatus(transactionId);
  if (status.isError) return <ApiErrorAlert error={status.error} />;
  if (!status.data) return <Skeleton variant="rounded" height={420} />;
  const receipt = status.data;
  return (
    <ReceiptView
      receipt={receipt}
      closeAction="done"
      onClose={() => void navigate({ to: '/mobile-recharge' })}
      actions={
        receipt.type === 'recharge' && (
          <ButtonLink
            to="/mobile-recharge/mobile-recharge-without-beneficiary"
            search={{ mobileNumber: receipt.toAccount }}
            variant="outlined"
          >
            {t('recharge.recent.again')}
          </ButtonLink>
        )
      }
    />
  );
}
