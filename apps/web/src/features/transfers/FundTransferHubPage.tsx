import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SyncAlt from '@mui/icons-material/SyncAlt';
import { ButtonLink } from '@/shared/ui/links';
import { usePageTitle } from '@/shared/ui/use-page-title';

type Destination = {
  key: 'own' | 'withinBank' | 'otherBank' | 'mfs';
  to:
    | '/fund-transfer/bank-account-own'
    | '/fund-transfer/bank-account-other'
    | '/fund-transfer/other-bank-account'
    | '/mfs-transfer';
  icon: ReactNode;
};

const DESTINATIONS: Destination[] = [
  { key: 'own', to: '/fund-transfer/bank-account-own', icon: <SwapHoriz /> },
  { key: 'withinBank', to: '/fund-transfer/bank-account-other', icon: <SyncAlt /> },
  { key: 'otherBank', to: '/fund-transfer/other-bank-account', icon: <AccountBalance /> },
  { key: 'mfs', to: '/mfs-transfer', icon: <PhoneAndroid /> },
];

/** Where the money should go: own account, another customer, another bank, or a mobile wallet. */
export function FundTransferHubPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.fundTransfer.title');
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('transfers.hub.intro')}
      </Typography>
      <Grid container spacing={2}>
        {DESTINATIONS.map((destination) => (
          <Grid key={destination.key} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                <Typography
                  aria-hidden
                  sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}
                  component="span"
                >
                  {destination.icon}
                </Typography>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {t(`transfers.hub.${destination.key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {t(`transfers.hub.${destination.key}.text`)}
                </Typography>
                <ButtonLink to={destination.to} variant="contained" sx={{ alignSelf: 'flex-start' }}>
                  {t(`transfers.hub.${destination.key}.action`)}
                </ButtonLink>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
