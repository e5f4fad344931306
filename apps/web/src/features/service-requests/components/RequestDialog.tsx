import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequestDetail } from '@taka/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/shared/banking/DetailList';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';
import { useConfirmation } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useCancelServiceRequest } from '../api/cancel-service-request';
import { useServiceRequest } from '../api/get-service-request';
import { RequestStatusChip } from './RequestStatusChip';

function Details({ request }: { request: ServiceRequestDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <DetailList
        items={[
          { key: 'reference', label: t('serviceRequests.reference'), value: request.reference },
          {
            key: 'status',
            label: t('serviceRequests.statusLabel'),
            value: <RequestStatusChip status={request.status} />,
          },
          ...(request.accountNumber
            ? [{ key: 'account', label: t('serviceRequests.account'), value: request.accountNumber }]
            : []),
          ...(request.fee
            ? [
                {
                  key: 'fee',
                  label: t('serviceRequests.fee'),
                  value: <MoneyText value={request.fee.total} />,
                },
                {
                  key: 'feeTransaction',
                  label: t('serviceRequests.feeTransaction'),
                  value: request.fee.transactionId ?? t('serviceRequests.feeNotYet'),
                },
              ]
            : []),
        ]}
      />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {t('serviceRequests.timeline')}
      </Typography>
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {request.timeline.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`serviceRequests.status.${step.status}`)}
            </Typography>{' '}
            <Typography component="span" color="text.secondary">
              {format.dateTime(step.at)}
            </Typography>
            {step.reason && (
              <Typography variant="body2">{t(`serviceRequests.reasons.${step.reason}`)}</Typography>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

type Props = { id: string | null; onClose: () => void };

/** A request's details and timeline in a dialog; while it is submitted, the customer can cancel it. */
export function RequestDialog({ id, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const request = useServiceRequest(id);
  const cancel = useCancelServiceRequest();
  const confirm = useConfirmation();
  const toast = useToast();

  async function askToCancel(detail: ServiceRequestDetail) {
    const answer = await confirm({
      title: t('serviceRequests.cancelTitle'),
      message: t('serviceRequests.cancelMessage', { reference: detail.reference }),
      actions: {
        confirm: { label: t('serviceRequests.cancel') },
        cancel: { label: t('serviceRequests.keep') },
      },
    });
    if (answer !== 'confirmed') return;
    cancel.mutate(detail.id, {
      onSuccess: () =>
        toast({
          severity: 'success',
          message: t('serviceRequests.cancelled', { reference: detail.reference }),
        }),
    });
  }

  const detail = request.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => cancel.reset() } }}
    >
      <DialogTitle id={titleId}>
        {detail ? t(`serviceRequests.types.${detail.type}`) : t('serviceRequests.request')}
      </DialogTitle>
      <DialogContent>
        <ApiErrorAlert error={request.error ?? cancel.error} />
        {detail ? (
          <Details request={detail} />
        ) : (
          !request.isError && <Skeleton variant="rounded" height={200} />
        )}
      </DialogContent>
      <DialogActions>
        {detail?.status === 'submitted' && (
          <Button color="error" loading={cancel.isPending} onClick={() => void askToCancel(detail)}>
            {t('serviceRequests.cancel')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
