import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { RangeTabs } from '../components/RangeTabs';

type Day = 'today' | 'tomorrow';

/** A schedule's "09:30" is bank time (Dhaka, UTC+6): as an instant, it reads in the reader's clock style. */
const bankTime = (time: string) => `2000-01-01T${time}:00+06:00`;

/** Today's or tomorrow's meetings: time, title and place. */
export function ScheduleCard({ schedule }: { schedule: ProjectDashboard['schedule'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [day, setDay] = useState<Day>('today');
  return (
    <DashboardCard
      title={t('demoDashboards.project.schedule')}
      action={
        <RangeTabs
          label={t('demoDashboards.project.scheduleDay')}
          value={day}
          onChange={setDay}
          options={(['today', 'tomorrow'] as const).map((value) => ({
            value,
            label: t(`demoDashboards.project.${value}`),
          }))}
        />
      }
    >
      <List dense aria-label={t(`demoDashboards.project.scheduleOf.${day}`)} sx={{ py: 0 }}>
        {schedule[day].map((entry) => (
          <ListItem key={`${entry.time}-${entry.title}`} divider sx={{ px: 0 }}>
            <ListItemText
              primary={entry.title}
              secondary={
                entry.location
                  ? t('demoDashboards.project.timeAt', {
                      time: format.time(bankTime(entry.time)),
                      place: entry.location,
                    })
                  : format.time(bankTime(entry.time))
              }
            />
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
