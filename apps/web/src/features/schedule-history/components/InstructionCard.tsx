import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSchedule, type StandingInstruction } from '@taka/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/shared/banking/DetailList';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { useFormat } from '@/shared/i18n/use-format';
import type { StatusAction } from '../api/change-standing-instruction';
import { RunList } from './RunList';

const STATUS_COLOR = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  CANCELLED: 'default',
  COMPLETED: 'info',
} as const;

type Props = {
  instruction: StandingInstruction;
  onAction: (action: StatusAction) => void;
  onEditAmount: () => void;
  pending: boolean;
};

/** One standing instruction: whom it pays, how much, when (next run), its status, its actions and its runs. */
export function InstructionCard({ instruction, onAction, onEditAmount, pending }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const runsId = useId();
  const [showRuns, setShowRuns] = useState(false);
  const { status } = instruction;
  const payee = instruction.payee.name;
  const open = status === 'ACTIVE' || status === 'PAUSED';

  const details = [
    {
      key: 'amount',
      label: t('schedule.fields.amount'),
      value: <MoneyText value={instruction.amount} />,
      emphasis: true,
    },
    { key: 'number', label: t('schedule.fields.payeeNumber'), value: instruction.payee.number },
    { key: 'source', label: t('schedule.fields.source'), value: instruction.source.number },
    {
      key: 'schedule',
      label: t('schedule.fields.schedule'),
      value: describeSchedule(instruction.schedule, (key, values) => t(key, values), format.language),
    },
    {
      key: 'nextRun',
      label: t('schedule.fields.nextRun'),
      value:
        instruction.nextRunAt && status === 'ACTIVE'
          ? format.dateTime(instruction.nextRunAt)
          : t('common.notAvailable'),
    },
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {payee}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[status]} label={t(`scheduleHistory.status.${status}`)} />
      </Stack>
      <DetailList items={details} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Button
          variant="outlined"
          size="small"
          aria-expanded={showRuns}
          aria-controls={runsId}
          onClick={() => setShowRuns(!showRuns)}
        >
          {t(showRuns ? 'scheduleHistory.hideRuns' : 'scheduleHistory.showRuns', { payee })}
        </Button>
        {status === 'ACTIVE' && (
          <Button size="small" disabled={pending} onClick={() => onAction('pause')}>
            {t('scheduleHistory.pause')}
          </Button>
        )}
        {status === 'PAUSED' && (
          <Button size="small" disabled={pending} onClick={() => onAction('resume')}>
            {t('scheduleHistory.resume')}
          </Button>
        )}
        {open && (
          <Button size="small" disabled={pending} onClick={onEditAmount}>
            {t('scheduleHistory.editAmount')}
          </Button>
        )}
        {status !== 'CANCELLED' && (
          <Button size="small" color="error" disabled={pending} onClick={() => onAction('cancel')}>
            {t('scheduleHistory.cancel')}
          </Button>
        )}
      </Stack>
      {showRuns && (
        <Stack id={runsId} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {t('scheduleHistory.runsHeading')}
          </Typography>
          <RunList instructionId={instruction.id} />
        </Stack>
      )}
    </Paper>
  );
}
