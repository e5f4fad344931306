import { useTranslation } from 'react-i18next';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Block from '@mui/icons-material/BlockOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import LocalPrintshop from '@mui/icons-material/LocalPrintshopOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import Savings from '@mui/icons-material/SavingsOutlined';
import { HubCards } from '@/shared/ui/HubCards';
import { useHiddenLinks } from '@/shared/ui/navigation/navigation-query';
import { PageHeading } from '@/shared/ui/PageHeading';

const SERVICES = [
  { key: 'chequebookRequest', to: '/dashboard/chequebook-request-management', icon: <MenuBook /> },
  { key: 'stopChequeRequest', to: '/dashboard/stop-cheque-request', icon: <Block /> },
  { key: 'chequeStatusEnquiry', to: '/dashboard/cheque-status-enquiry', icon: <FactCheck /> },
  { key: 'eStatement', to: '/dashboard/e-statement', icon: <MarkEmailRead /> },
  { key: 'hardCopyStatement', to: '/dashboard/hard-copy-statement', icon: <LocalPrintshop /> },
  { key: 'loanStatement', to: '/dashboard/loan-statement', icon: <RequestQuote /> },
  { key: 'depositStatement', to: '/dashboard/deposit-statement', icon: <Savings /> },
  { key: 'history', to: '/service-request-history', icon: <AssignmentOutlined /> },
  { key: 'tagAccount', to: '/dashboard/tag-account', icon: <Description /> },
] as const;

/** The account services (SPEC 2.3): a card each, leading to its form; those the menu hides for the customer left out. */
export function AccountServicesPage() {
  const { t } = useTranslation();
  const hidden = useHiddenLinks();
  return (
    <>
      <PageHeading titleKey="pages.accountServices.title" />
      <HubCards
        items={SERVICES.filter(({ to }) => !hidden.has(to)).map(({ key, to, icon }) => ({
          key,
          to,
          icon,
          title: t(`accountServices.hub.${key}.title`),
          text: t(`accountServices.hub.${key}.text`),
          action: t('accountServices.hub.open'),
        }))}
      />
    </>
  );
}
