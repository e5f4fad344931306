import { useTranslation } from 'react-i18next';
import AccountBalance from '@mui/icons-material/AccountBalance';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SyncAlt from '@mui/icons-material/SyncAlt';
import { HubCards } from '@/shared/ui/HubCards';
import { PageHeading } from '@/shared/ui/PageHeading';

const DESTINATIONS = [
  { key: 'own', to: '/fund-transfer/bank-account-own', icon: <SwapHoriz /> },
  { key: 'withinBank', to: '/fund-transfer/bank-account-other', icon: <SyncAlt /> },
  { key: 'otherBank', to: '/fund-transfer/other-bank-account', icon: <AccountBalance /> },
  { key: 'mfs', to: '/mfs-transfer', icon: <PhoneAndroid /> },
] as const;

/** Where the money should go: own account, another customer, another bank, or a mobile wallet. */
export function FundTransferHubPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.fundTransfer.title">{t('transfers.hub.intro')}</PageHeading>
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
