import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { AccountsOverview } from './components/AccountsOverview';
import { BalanceSummary } from './components/BalanceSummary';
import { QuickActions } from './components/QuickActions';
import { RecentTransactions } from './components/RecentTransactions';
import { SpendingOverview } from './components/SpendingOverview';
import { PageHeading } from '@/shared/ui/PageHeading';

/**
 * The customer's money at a glance: the total available with the three most used actions, the accounts, recent
 * transactions, shortcuts and the last 30 days' spending. A phone's first screen holds the first two whole.
 */
export function DashboardPage() {
  return (
    <>
      <PageHeading titleKey="pages.dashboard.title" />
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <BalanceSummary />
        <AccountsOverview />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <RecentTransactions />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <QuickActions />
              <SpendingOverview />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </>
  );
}
