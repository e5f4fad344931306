import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { FinanceDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { instantsOf, valuesOf } from '../components/point-values';
import { SeriesChart } from '../components/SeriesChart';
import { StatFigure } from '../components/StatFigure';
import { useDataLabel } from '../components/use-data-label';
import { useTaka } from './use-taka';

/** The balance, predicted against actual, week by week over the last half year. */
export function AccountBalanceCard({ balance }: { balance: FinanceDashboard['accountBalance'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const taka = useTaka();
  const dataLabel = useDataLabel();
  return (
    <DashboardCard
      title={t('demoDashboards.finance.accountBalance')}
      subtitle={t('demoDashboards.finance.accountBalanceText')}
    >
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <StatFigure label={t('demoDashboards.finance.growRate')} value={format.percent(balance.growRate)} />
        <StatFigure label={t('demoDashboards.finance.averageMonthlyIncome')} value={taka(balance.ami)} />
      </Stack>
      <SeriesChart
        label={t('demoDashboards.finance.accountBalanceChart')}
        height={260}
        kind="area"
        xHeading={t('demoDashboards.columns.week')}
        xLabels={instantsOf(balance.series[0]?.data ?? []).map((instant) => format.date(instant))}
        series={balance.series.map((one) => ({ name: dataLabel(one.name), values: valuesOf(one.data) }))}
        valueText={(value) => taka(value)}
      />
    </DashboardCard>
  );
}
