export {
  ClubBillPaymentPage,
  InsurancePremiumPaymentPage,
  InternetBillPaymentPage,
  TuitionFeePaymentPage,
  UtilityBillPaymentPage,
} from './BillPaymentPages';
export { BillsAndFeesHubPage } from './BillsAndFeesHubPage';
export { PaymentsHubPage } from './PaymentsHubPage';
export { VisaPaymentPage } from './VisaPaymentPage';
