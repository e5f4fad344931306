import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSchedule, type StandingInstruction } from '@taka/contracts';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/shared/i18n/use-format';
import { ButtonLink } from '@/shared/ui/links';
import { DetailList } from '../DetailList';
import { MoneyText } from '../money/MoneyText';

type Props = { instruction: StandingInstruction; onDone: () => void; titleRef?: Ref<HTMLHeadingElement> };

/** The last step of a scheduled payment: what was set up and when it runs, with the way to the schedule list. */
export function ScheduledView({ instruction, onDone, titleRef }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const details = [
    {
      key: 'payee',
      label: t('schedule.fields.payee'),
      value: `${instruction.payee.name} (${instruction.payee.number})`,
    },
    {
      key: 'amount',
      label: t('schedule.fields.amount'),
      value: <MoneyText value={instruction.amount} />,
      emphasis: true,
    },
    {
      key: 'schedule',
      label: t('schedule.fields.schedule'),
      value: describeSchedule(instruction.schedule, (key, values) => t(key, values), format.language),
    },
    {
      key: 'nextRun',
      label: t('schedule.fields.nextRun'),
      value: instruction.nextRunAt ? format.dateTime(instruction.nextRunAt) : t('common.notAvailable'),
    },
  ];
  return (
    <Box>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <EventRepeat aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography
          ref={titleRef}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ fontWeight: 800, outline: 'none' }}
        >
          {t('schedule.scheduled')}
        </Typography>
        <Typography color="text.secondary">{t('schedule.scheduledNote')}</Typography>
      </Stack>
      <DetailList items={details} />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}
      >
        <ButtonLink to="/schedule-history" variant="outlined">
          {t('schedule.seeAll')}
        </ButtonLink>
        <Button variant="contained" onClick={onDone}>
          {t('receipt.done')}
        </Button>
      </Stack>
    </Box>
  );
}
