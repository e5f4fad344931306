import { useTranslation } from 'react-i18next';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Block from '@mui/icons-material/BlockOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Flight from '@mui/icons-material/FlightTakeoffOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import RequestPage from '@mui/icons-material/RequestPageOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import { HubCards } from '@/shared/ui/HubCards';
import { useHiddenLinks } from '@/shared/ui/navigation/navigation-query';
import { PageHeading } from '@/shared/ui/PageHeading';

const SERVICES = [
  { key: 'transactionBlock', to: '/other-services/transaction-block-unblock', icon: <Block /> },
  { key: 'payOrder', to: '/other-services/request-pay-order', icon: <RequestPage /> },
  { key: 'positivePay', to: '/other-services/positive-pay-instruction', icon: <FactCheck /> },
  { key: 'demandDraft', to: '/other-services/demand-draft', icon: <ReceiptLong /> },
  { key: 'baydRegistration', to: '/other-services/bayd-registration', icon: <Flight /> },
  { key: 'govtBond', to: '/other-services/govt-bond', icon: <AccountBalance /> },
  { key: 'requestCertificate', to: '/other-services/request-certificate', icon: <Verified /> },
  { key: 'history', to: '/service-request-history', icon: <AssignmentOutlined /> },
] as const;

/** The other services (SPEC 2.3): a card each, leading to its page; those the menu hides for the customer left out. */
export function OtherServicesPage() {
  const { t } = useTranslation();
  const hidden = useHiddenLinks();
  return (
    <>
      <PageHeading titleKey="pages.otherServices.title" />
      <HubCards
        items={SERVICES.filter(({ to }) => !hidden.has(to)).map(({ key, to, icon }) => ({
          key,
          to,
          icon,
          title: t(`otherServices.hub.${key}.title`),
          text: t(`otherServices.hub.${key}.text`),
          action: t('accountServices.hub.open'),
        }))}
      />
    </>
  );
}
