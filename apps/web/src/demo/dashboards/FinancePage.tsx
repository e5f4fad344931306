import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { useFinanceDashboard } from './api/get-finance-dashboard';
import { DashboardFrame } from './components/DashboardFrame';
import type { CardSlot } from './components/DashboardSkeleton';
import { AccountBalanceCard } from './finance/AccountBalanceCard';
import { BudgetCard } from './finance/BudgetCard';
import { RecentTransactionsCard } from './finance/RecentTransactionsCard';
import { StatementCard } from './finance/StatementCard';

const slots: CardSlot[] = [
  { size: { xs: 12, lg: 8 }, height: 440 },
  { size: { xs: 12, lg: 4 }, height: 440 },
  { size: { xs: 12, md: 6 }, height: 170 },
  { size: { xs: 12, md: 6 }, height: 170 },
  { size: { xs: 12 }, height: 420 },
];

/** The finance dashboard (SPEC 3.2): balance, budget, the card statements and the recent transactions. */
export function FinancePage() {
  const { t } = useTranslation();
  const query = useFinanceDashboard();
  return (
    <DashboardFrame
      titleKey="pages.demoDashboards.finance"
      intro={t('demoDashboards.finance.intro')}
      query={query}
      slots={slots}
    >
      {(finance) => (
        <>
          <Grid size={{ xs: 12, lg: 8 }}>
            <AccountBalanceCard balance={finance.accountBalance} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <BudgetCard budget={finance.budget} />
          </Grid>
          {(['previousStatement', 'currentStatement'] as const).map((which) => (
            <Grid key={which} size={{ xs: 12, md: 6 }}>
              <StatementCard which={which} statement={finance[which]} />
            </Grid>
          ))}
          <Grid size={{ xs: 12 }}>
            <RecentTransactionsCard transactions={finance.recentTransactions} />
          </Grid>
        </>
      )}
    </DashboardFrame>
  );
}
