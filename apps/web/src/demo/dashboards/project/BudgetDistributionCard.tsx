import { useTranslation } from 'react-i18next';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { valuesOf } from '../components/point-values';
import { SeriesChart } from '../components/SeriesChart';
import { useDataLabel } from '../components/use-data-label';

type Props = { distribution: ProjectDashboard['budgetDistribution'] };

/** The share of the budget each kind of work takes. */
export function BudgetDistributionCard({ distribution }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const dataLabel = useDataLabel();
  return (
    <DashboardCard title={t('demoDashboards.project.budgetDistribution')}>
      <SeriesChart
        label={t('demoDashboards.project.budgetDistributionChart')}
        height={240}
        kind="bar"
        xHeading={t('demoDashboards.columns.type')}
        xLabels={distribution.categories.map(dataLabel)}
        series={distribution.series.map((one) => ({ name: dataLabel(one.name), values: valuesOf(one.data) }))}
        valueText={(value) => format.percent(value, 0)}
      />
    </DashboardCard>
  );
}
