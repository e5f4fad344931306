import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { AccountCard } from './AccountCard';
import { AccountRow } from './AccountRow';

/** A card per account (savings, current, credit card, loan and FDR); on a phone a line each, which opens. */
export function AccountsOverview() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <section aria-labelledby="dashboard-accounts">
      <Typography
        id="dashboard-accounts"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: { xs: 1, sm: 2 } }}
      >
        {t('dashboard.accounts.title')}
      </Typography>
      <ApiErrorAlert error={accounts.error} />
      {phone ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          {accounts.data ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {accounts.data.map((account) => (
                <AccountRow key={account.id} account={account} />
              ))}
            </Box>
          ) : (
            !accounts.isError && <Skeleton variant="rectangular" height={128} />
          )}
        </Paper>
      ) : (
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
      )}
    </section>
  );
}
