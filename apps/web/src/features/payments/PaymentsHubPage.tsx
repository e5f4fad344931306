import { useTranslation } from 'react-i18next';
import CreditCard from '@mui/icons-material/CreditCard';
import HealthAndSafety from '@mui/icons-material/HealthAndSafetyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import School from '@mui/icons-material/SchoolOutlined';
import SportsTennis from '@mui/icons-material/SportsTennis';
import Wifi from '@mui/icons-material/Wifi';
import { HubCards } from '@/shared/ui/HubCards';
import { PageHeading } from '@/shared/ui/PageHeading';

const PAYMENTS = [
  { key: 'club', to: '/payments/club-bill-payment/club-bill-payment-details', icon: <SportsTennis /> },
  {
    key: 'insurance',
    to: '/payments/insurance-premium-payment/insurance-payment-details',
    icon: <HealthAndSafety />,
  },
  { key: 'internet', to: '/payments/internet-bill-payment/internet-bill-pay-details', icon: <Wifi /> },
  { key: 'tuition', to: '/payments/tuition-fee-payment/tuition-fee-payment-details', icon: <School /> },
  { key: 'visa', to: '/payments/visa-instant-payment/visa-instant-payment-details', icon: <CreditCard /> },
  { key: 'utilities', to: '/bills-and-fees', icon: <ReceiptLong /> },
] as const;

/** The payments besides utility bills: club bills, insurance premiums, internet bills, tuition fees, Visa cards. */
export function PaymentsHubPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.payments.title">{t('payments.hub.intro')}</PageHeading>
      <HubCards
        items={PAYMENTS.map((payment) => ({
          ...payment,
          title: t(`payments.hub.${payment.key}.title`),
          text: t(`payments.hub.${payment.key}.text`),
          action: t(`payments.hub.${payment.key}.action`),
        }))}
      />
    </>
  );
}
