import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat, type Formatters } from '@/shared/i18n/use-format';
import type { TFunction } from 'i18next';
import { DashboardCard } from '../components/DashboardCard';
import { valuesOf } from '../components/point-values';
import { Sparkline } from '../components/Sparkline';
import { useTaka } from '../finance/use-taka';

export type ExpensesPeriod = 'weeklyExpenses' | 'monthlyExpenses' | 'yearlyExpenses';

/** The handlers label days "2026-11-20", weeks "Week 2" and months "2026-04": each reads in the reader's words. */
function periodLabel(label: string, format: Formatters, t: TFunction): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(label)) return format.date(label);
  if (/^\d{4}-\d{2}$/.test(label)) return format.month(label);
  const week = /^Week (\d+)$/.exec(label);
  return week ? t('demoDashboards.project.weekNumber', { number: Number(week[1]) }) : label;
}

/** What was spent over a week, a month or a year, with its trend. */
export function ExpensesCard({
  period,
  data,
}: {
  period: ExpensesPeriod;
  data: ProjectDashboard['weeklyExpenses'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const taka = useTaka();
  const title = t(`demoDashboards.project.${period}`);
  return (
    <DashboardCard title={title}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
        {taka(data.amount)}
      </Typography>
      <Sparkline
        label={t('demoDashboards.project.expensesChart', { period: title })}
        height={64}
        xHeading={t('demoDashboards.columns.period')}
        xLabels={data.labels.map((label) => periodLabel(label, format, t))}
        values={valuesOf(data.series[0]?.data ?? [])}
        valueText={(value) => taka(value)}
      />
    </DashboardCard>
  );
}
