import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SyncAlt from '@mui/icons-material/SyncAlt';
import { HubCards } from '@/shared/ui/HubCards';
import { usePageTitle } from '@/shared/ui/use-page-title';

const DESTINATIONS = [
  { key: 'own', to: '/fund-transfer/bank-account-own', icon: <SwapHoriz /> },
  { key: 'withinBank', to: '/fund-transfer/bank-account-other', icon: <SyncAlt /> },
  { key: 'otherBank', to: '/fund-transfer/other-bank-account', icon: <AccountBalance /> },
  { key: 'mfs', to: '/mfs-transfer', icon: <PhoneAndroid /> },
] as const;

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
      <HubCards
        items={DESTINATIONS.map((destination) => ({
          ...destination,
          title: t(`transfers.hub.${destination.key}.title`),
          text: t(`transfers.hub.${destination.key}.text`),
          action: t(`transfers.hub.${destination.key}.action`),
        }))}
      />
    </>
  );
}
