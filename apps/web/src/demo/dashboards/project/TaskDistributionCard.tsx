import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { RangeTabs } from '../components/RangeTabs';
import { ShareChart } from '../components/ShareChart';
import { StatFigure } from '../components/StatFigure';
import { useDataLabel } from '../components/use-data-label';
import { useWeek } from './use-week';

/** How the week's tasks split between API, backend, frontend and issues, with new and completed counts. */
export function TaskDistributionCard({ tasks }: { tasks: ProjectDashboard['taskDistribution'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dataLabel = useDataLabel();
  const { week, setWeek, options, weekName } = useWeek();
  const series = tasks.series[week];
  return (
    <DashboardCard
      title={t('demoDashboards.project.taskDistribution')}
      action={
        <RangeTabs
          label={t('demoDashboards.project.tasksWeek')}
          value={week}
          onChange={setWeek}
          options={options}
        />
      }
    >
      <ShareChart
        label={t('demoDashboards.project.tasksChart', { week: weekName })}
        height={200}
        sliceHeading={t('demoDashboards.columns.area')}
        valueHeading={t('demoDashboards.columns.share')}
        slices={tasks.labels.map((label, index) => ({ name: dataLabel(label), value: series[index] ?? 0 }))}
        valueText={(value) => format.percent(value, 0)}
      />
      <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
        <StatFigure
          label={t('demoDashboards.project.newTasks')}
          value={format.number(tasks.overview[week].new)}
        />
        <StatFigure
          label={t('demoDashboards.project.completedTasks')}
          value={format.number(tasks.overview[week].completed)}
        />
      </Stack>
    </DashboardCard>
  );
}
