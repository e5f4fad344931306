import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useAccounts } from '@/shared/banking/api/get-accounts';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { ButtonLink } from '@/shared/ui/links';
import { totalAvailable } from '../total-available';

type MainAction = {
  key: string;
  to: '/fund-transfer' | '/bills-and-fees' | '/mobile-recharge';
  icon: ReactNode;
};

/** What customers do most, first on the dashboard. */
const MAIN_ACTIONS: MainAction[] = [
  { key: 'transfer', to: '/fund-transfer', icon: <SwapHoriz /> },
  { key: 'payBill', to: '/bills-and-fees', icon: <ReceiptLong /> },
  { key: 'topUp', to: '/mobile-recharge', icon: <PhoneAndroid /> },
];

/** The dashboard's first lines: the total available to spend, and a transfer, a bill and a top-up one press away. */
export function BalanceSummary() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="dashboard-total"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box>
        <Typography id="dashboard-total" component="h2" variant="body2" color="text.secondary">
          {t('dashboard.total.title')}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
          {accounts.data ? (
            <MoneyText value={totalAvailable(accounts.data)} />
          ) : accounts.isError ? (
            t('common.notAvailable')
          ) : (
            <Skeleton width="8em" />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.total.scope')}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={t('dashboard.total.actions')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 1.5,
          minWidth: { md: 420 },
        }}
      >
        {MAIN_ACTIONS.map((action) => (
          <li key={action.key}>
            <ButtonLink
              to={action.to}
              variant="outlined"
              fullWidth
              sx={{
                flexDirection: 'column',
                gap: 0.25,
                px: 0.5,
                py: 1,
                height: '100%',
                textAlign: 'center',
                typography: 'body2',
                fontWeight: 600,
              }}
            >
              {action.icon}
              {t(`dashboard.total.${action.key}`)}
            </ButtonLink>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
