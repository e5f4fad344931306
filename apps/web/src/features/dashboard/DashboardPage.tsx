import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { AccountsOverview } from './components/AccountsOverview';
import { QuickActions } from './components/QuickActions';
import { RecentTransactions } from './components/RecentTransactions';
import { SpendingOverview } from './components/SpendingOverview';
import { PageHeading } from '@/shared/ui/PageHeading';

/** The customer's money at a glance: accounts, recent transactions, shortcuts and the last 30 days' spending. */
export function DashboardPage() {
  return (
    <>
      <PageHeading titleKey="pages.dashboard.title" />
      <Stack spacing={3}>
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
