import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { valuesOf } from '../components/point-values';
import { RangeTabs } from '../components/RangeTabs';
import { SeriesChart } from '../components/SeriesChart';
import { StatFigure } from '../components/StatFigure';
import { useDataLabel } from '../components/use-data-label';
import { useWeek } from './use-week';

const overviewKeys = ['new-issues', 'closed-issues', 'fixed', 'wont-fix', 're-opened', 'needs-triage'];

/** Issues opened and closed per day of this week or last, with the week's counts. */
export function GithubIssuesCard({ issues }: { issues: ProjectDashboard['githubIssues'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dataLabel = useDataLabel();
  const { week, setWeek, options, weekName } = useWeek();
  const overview = issues.overview[week];
  return (
    <DashboardCard
      title={t('demoDashboards.project.githubIssues')}
      action={
        <RangeTabs
          label={t('demoDashboards.project.issuesWeek')}
          value={week}
          onChange={setWeek}
          options={options}
        />
      }
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {overviewKeys.map((key) => (
          <Grid key={key} size={{ xs: 6, sm: 4, md: 2 }}>
            <StatFigure
              label={t(`demoDashboards.project.issues.${key}`)}
              value={format.number(overview[key] ?? 0)}
            />
          </Grid>
        ))}
      </Grid>
      <SeriesChart
        label={t('demoDashboards.project.issuesChart', { week: weekName })}
        height={260}
        kind="bar"
        xHeading={t('demoDashboards.columns.day')}
        xLabels={issues.labels.map(dataLabel)}
        series={issues.series[week].map((one) => ({ name: dataLabel(one.name), values: valuesOf(one.data) }))}
      />
    </DashboardCard>
  );
}
