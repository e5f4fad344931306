import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isFailureStatus, type TransactionReceipt } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { DetailList } from '../DetailList';
import { mayDispute } from '../disputes/may-dispute';
import { MoneyText } from '../money/MoneyText';
import { PrepaidToken } from './PrepaidToken';
import { useReceiptDownload } from './use-receipt-download';
import { useFormat } from '@/shared/i18n/use-format';

// Loaded with the receipt's first showing: the dashboard's recent transactions import the receipt (bundle budget).
const DisputeSection = lazy(() =>
  import('../disputes/DisputeSection').then((module) => ({ default: module.DisputeSection })),
);

/** A medium text button's height (MUI: 24.5 px of text, 6 px padding each side). */
const DISPUTE_BUTTON_HEIGHT = 36.5;

type Props = {
  receipt: TransactionReceipt;
  /** After a transfer the customer is done; from a notification they cancel (SPEC 2.6). */
  closeAction: 'done' | 'cancel';
  onClose: () => void;
  /** The title is the heading the caller moves focus to. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** For a dialog's aria-labelledby. */
  titleId?: string;
  /** More actions beside Done/Cancel and Download (Save as favorite after a transfer). */
  actions?: ReactNode;
  /** False for money the customer received: only a debit of theirs can be disputed (decision 036). */
  disputable?: boolean;
};

/**
 * A transaction receipt (SPEC 2.6): Thank You with a success icon, or Sorry with a failure icon for FAIL and
 * REVERSE (SPEC 4); a prepaid electricity token first when the receipt carries one; the receipt fields; Cancel or
 * Done, and Download (transaction.pdf).
 */
export function ReceiptView({
  receipt,
  closeAction,
  onClose,
  titleRef,
  titleId,
  actions,
  disputable = true,
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { download, pending, toast, toastOpen, closeToast } = useReceiptDownload(receipt.transactionId);
  const failed = isFailureStatus(receipt.transactionStatus);
  const Icon = failed ? HighlightOff : CheckCircle;
  const offerDispute = disputable && mayDispute(receipt);

  const fields: [string, ReactNode][] = [
    ['transactionId', receipt.transactionId],
    ['fromAccountName', receipt.fromAccountName],
    ['fromAccount', receipt.fromAccount],
    ['toAccountName', receipt.toAccountName],
    ['toAccount', receipt.toAccount],
    ['amount', <MoneyText value={receipt.transactionAmount} />],
    ['charge', <MoneyText value={receipt.chargeAmount} />],
    ['vat', <MoneyText value={receipt.vatAmount} />],
    ['grandTotal', <MoneyText value={receipt.grandTotalAmount} />],
    ['dateTime', format.dateTime(receipt.transactionTime)],
    ['remarks', receipt.remarks || t('common.notAvailable')],
  ];
  const details = fields.map(([key, value]) => ({
    key,
    label: t(`receipt.fields.${key}`),
    value,
    emphasis: key === 'grandTotal',
  }));

  return (
    <Box>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Icon aria-hidden sx={{ fontSize: 64, color: failed ? 'error.main' : 'success.main' }} />
        <Typography
          ref={titleRef}
          id={titleId}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ fontWeight: 800, outline: 'none' }}
        >
          {failed ? t('receipt.sorry') : t('receipt.thankYou')}
        </Typography>
        <Typography color="text.secondary">{t(`receipt.status.${receipt.transactionStatus}`)}</Typography>
      </Stack>
      {receipt.prepaidToken && <PrepaidToken token={receipt.prepaidToken} />}
      <DetailList items={details} />
      {/* The dispute button's row is kept while its code and the customer's disputes load: Done and Download must
          not move under a finger (or, in a centred dialog, move at all) when it appears. */}
      <Box sx={{ mt: 1, minHeight: offerDispute ? DISPUTE_BUTTON_HEIGHT : 0 }}>
        <Suspense fallback={null}>
          <DisputeSection receipt={receipt} disputable={offerDispute} />
        </Suspense>
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}
      >
        {actions}
        <Button variant="outlined" onClick={onClose}>
          {closeAction === 'done' ? t('receipt.done') : t('receipt.cancel')}
        </Button>
        <Button variant="contained" startIcon={<Download />} loading={pending} onClick={download}>
          {t('receipt.download')}
        </Button>
      </Stack>
      <Snackbar
        open={toastOpen}
        autoHideDuration={8000}
        onClose={(_event, reason) => reason !== 'clickaway' && closeToast()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={toast?.severity} onClose={closeToast} variant="filled" sx={{ width: '100%' }}>
          {toast?.title && <AlertTitle>{toast.title}</AlertTitle>}
          {toast?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
