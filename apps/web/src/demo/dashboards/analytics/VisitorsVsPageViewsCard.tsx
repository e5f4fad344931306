import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { AnalyticsDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { instantsOf, valuesOf } from '../components/point-values';
import { SeriesChart } from '../components/SeriesChart';
import { StatFigure } from '../components/StatFigure';
import { useDataLabel } from '../components/use-data-label';

type Props = { data: AnalyticsDashboard['visitorsVsPageViews'] };

/** Daily page views against visitors over the last month, with the overall score and ratios. */
export function VisitorsVsPageViewsCard({ data }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const dataLabel = useDataLabel();
  return (
    <DashboardCard title={t('demoDashboards.analytics.visitorsVsPageViews')}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <StatFigure
          label={t('demoDashboards.analytics.overallScore')}
          value={format.number(data.overallScore)}
        />
        <StatFigure
          label={t('demoDashboards.analytics.averageRatio')}
          value={format.percent(data.averageRatio, 0)}
        />
        <StatFigure
          label={t('demoDashboards.analytics.predictedRatio')}
          value={format.percent(data.predictedRatio, 0)}
        />
      </Stack>
      <SeriesChart
        label={t('demoDashboards.analytics.visitorsVsPageViewsChart')}
        height={260}
        kind="area"
        xHeading={t('demoDashboards.columns.day')}
        xLabels={instantsOf(data.series[0]?.data ?? []).map((instant) => format.date(instant))}
        series={data.series.map((one) => ({ name: dataLabel(one.name), values: valuesOf(one.data) }))}
      />
    </DashboardCard>
  );
}
