import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { instantsOf, valuesOf } from '../components/point-values';
import { RangeTabs } from '../components/RangeTabs';
import { SeriesChart } from '../components/SeriesChart';
import { useDataLabel } from '../components/use-data-label';

type Range = 'this-year' | 'last-year';

/** Visitors per month, this year or last year. */
export function VisitorsCard({ visitors }: { visitors: AnalyticsDashboard['visitors'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dataLabel = useDataLabel();
  const [range, setRange] = useState<Range>('this-year');
  const series = visitors.series[range];
  const rangeName = t(`demoDashboards.ranges.${range}`);
  return (
    <DashboardCard
      title={t('demoDashboards.analytics.visitors')}
      subtitle={t('demoDashboards.analytics.visitorsText')}
      action={
        <RangeTabs
          label={t('demoDashboards.analytics.visitorsRange')}
          value={range}
          onChange={setRange}
          options={(['this-year', 'last-year'] as const).map((value) => ({
            value,
            label: t(`demoDashboards.ranges.${value}`),
          }))}
        />
      }
    >
      <SeriesChart
        label={t('demoDashboards.analytics.visitorsChart', { range: rangeName })}
        height={260}
        kind="area"
        xHeading={t('demoDashboards.columns.month')}
        xLabels={instantsOf(series[0]?.data ?? []).map((instant) => format.month(instant.slice(0, 7)))}
        series={series.map((one) => ({ name: dataLabel(one.name), values: valuesOf(one.data) }))}
      />
    </DashboardCard>
  );
}
