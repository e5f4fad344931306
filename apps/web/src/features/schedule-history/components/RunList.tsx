import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingRun, TransactionReceipt } from '@taka/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReceiptDialog } from '@/shared/banking/receipt/ReceiptDialog';
import { useFormat } from '@/shared/i18n/use-format';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useStandingRuns } from '../api/get-standing-instructions';

const STATUS_COLOR = {
  SUCCESS: 'success',
  PROCESSING: 'info',
  PENDING: 'default',
  FAIL: 'error',
  REVERSE: 'error',
  SKIPPED: 'default',
} as const;
const colorOf = (status: StandingRun['status']) =>
  status in STATUS_COLOR ? STATUS_COLOR[status as keyof typeof STATUS_COLOR] : 'default';

/** An instruction's runs, newest first: when, its status (and why it failed), and its receipt. */
export function RunList({ instructionId }: { instructionId: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const runs = useStandingRuns(instructionId);
  const [receipt, setReceipt] = useState<TransactionReceipt | null>(null);

  if (runs.isError) return <ApiErrorAlert error={runs.error} />;
  if (!runs.data) return <Skeleton variant="rounded" height={48} />;
  if (runs.data.length === 0)
    return <Typography color="text.secondary">{t('scheduleHistory.noRuns')}</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {runs.data.map((run) => (
          <Stack
            key={run.id}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {format.dateTime(run.status === 'PENDING' ? run.runAt : run.dueAt)}
                {run.attempt > 1 && ` · ${t('scheduleHistory.retry')}`}
              </Typography>
              {run.failureCode && (
                <Typography variant="body2" color="error">
                  {i18n.exists(`errors.api.${run.failureCode}`)
                    ? t(`errors.api.${run.failureCode}`)
                    : t('scheduleHistory.failed')}
                </Typography>
              )}
            </div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip
                size="small"
                color={colorOf(run.status)}
                label={t(`scheduleHistory.runStatus.${run.status}`)}
              />
              {run.receipt && (
                <Button size="small" onClick={() => setReceipt(run.receipt)}>
                  {t('scheduleHistory.receipt')}
                </Button>
              )}
            </Stack>
          </Stack>
        ))}
      </Stack>
      <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}
