import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AccountsOverview } from './components/AccountsOverview';
import { QuickActions } from './components/QuickActions';
import { RecentTransactions } from './components/RecentTransactions';
import { SpendingOverview } from './components/SpendingOverview';

/** The customer's money at a glance: accounts, recent transactions, shortcuts and the last 30 days' spending. */
export function DashboardPage() {
  const title = usePageTitle('pages.dashboard.title');
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
        {title}
      </Typography>
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
