import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import AccountBalance from '@mui/icons-material/AccountBalance';
import PeopleAlt from '@mui/icons-material/PeopleAltOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Savings from '@mui/icons-material/SavingsOutlined';
import Speed from '@mui/icons-material/Speed';
import StarBorder from '@mui/icons-material/StarBorder';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SyncAlt from '@mui/icons-material/SyncAlt';
import { ButtonLink } from '@/shared/ui/links';
import { DashboardSection } from './DashboardSection';

type Action = {
  key: string;
  to:
    | '/fund-transfer/bank-account-own'
    | '/fund-transfer/bank-account-other'
    | '/fund-transfer/other-bank-account'
    | '/mfs-transfer'
    | '/statement'
    | '/transaction-limits'
    | '/beneficiary'
    | '/favorites'
    | '/fdr-request';
  icon: ReactNode;
};

const ACTIONS: Action[] = [
  { key: 'own', to: '/fund-transfer/bank-account-own', icon: <SwapHoriz /> },
  { key: 'withinBank', to: '/fund-transfer/bank-account-other', icon: <SyncAlt /> },
  { key: 'otherBank', to: '/fund-transfer/other-bank-account', icon: <AccountBalance /> },
  { key: 'mfs', to: '/mfs-transfer', icon: <PhoneAndroid /> },
  { key: 'statement', to: '/statement', icon: <ReceiptLong /> },
  { key: 'limits', to: '/transaction-limits', icon: <Speed /> },
  { key: 'beneficiaries', to: '/beneficiary', icon: <PeopleAlt /> },
  { key: 'favorites', to: '/favorites', icon: <StarBorder /> },
  { key: 'fdr', to: '/fdr-request', icon: <Savings /> },
];

/** Shortcuts to the transfers, the statement, the limits, beneficiaries, favorites and opening an FDR. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <DashboardSection titleKey="dashboard.quickActions.title">
      <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ACTIONS.map((action) => (
          <Grid key={action.key} size={{ xs: 6, sm: 4, md: 6, xl: 4 }} component="li">
            <ButtonLink
              to={action.to}
              variant="outlined"
              startIcon={action.icon}
              fullWidth
              sx={{ justifyContent: 'flex-start', py: 1.25, height: '100%', textAlign: 'left' }}
            >
              {t(`dashboard.quickActions.${action.key}`)}
            </ButtonLink>
          </Grid>
        ))}
      </Grid>
    </DashboardSection>
  );
}
