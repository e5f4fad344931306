import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { AccountCard } from './AccountCard';

/** A card per account: savings, current, credit card, loan and FDR. */
export function AccountsOverview() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  return (
    <section aria-labelledby="dashboard-accounts">
      <Typography id="dashboard-accounts" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('dashboard.accounts.title')}
      </Typography>
      <ApiErrorAlert error={accounts.error} />
      <Grid container spacing={2}>
        {accounts.data
          ? accounts.data.map((account) => (
              <Grid key={account.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <AccountCard account={account} />
              </Grid>
            ))
          : !accounts.isError &&
            [0, 1, 2].map((placeholder) => (
              <Grid key={placeholder} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))}
      </Grid>
    </section>
  );
}
