import { withAccounts } from '@/shared/banking/form/WithAccounts';
import { TransferPage } from '@/shared/banking/transfer-flow/TransferPage';
import { VisaPaymentForm } from './components/VisaPaymentForm';

export const VisaPaymentPage = () => (
  <TransferPage
    titleKey="pages.visaInstantPayment.title"
    introKey="visa.intro"
    renderForm={withAccounts(VisaPaymentForm)}
  />
);
