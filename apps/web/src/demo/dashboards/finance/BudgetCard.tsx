import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinanceDashboard } from '@taka/demo-api/schemas/dashboards';
import { useFormat } from '@/shared/i18n/use-format';
import { DashboardCard } from '../components/DashboardCard';
import { useTaka } from './use-taka';

type Budget = FinanceDashboard['budget'];
const lines = [
  { key: 'expenses', of: 'expensesLimit', color: 'warning' },
  { key: 'savings', of: 'savingsGoal', color: 'success' },
  { key: 'bills', of: 'billsLimit', color: 'info' },
] as const;

/** Expenses, savings and bills against their limit or goal. */
export function BudgetCard({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  const format = useFormat();
  const taka = useTaka();
  return (
    <DashboardCard
      title={t('demoDashboards.finance.budget')}
      subtitle={t('demoDashboards.finance.budgetText')}
    >
      <Stack spacing={3}>
        {lines.map((line) => {
          const share = Math.min(100, (budget[line.key] / budget[line.of]) * 100);
          const label = t(`demoDashboards.finance.${line.key}`);
          const ofText = t(`demoDashboards.finance.${line.of}`, { amount: taka(budget[line.of]) });
          return (
            <Stack key={line.key} spacing={0.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                <Typography sx={{ fontWeight: 700 }}>{taka(budget[line.key])}</Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={share}
                color={line.color}
                aria-label={label}
                aria-valuetext={t('demoDashboards.finance.shareOf', {
                  share: format.percent(share, 0),
                  amount: taka(budget[line.of]),
                })}
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary">
                {ofText} · {format.percent(share, 0)}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}
