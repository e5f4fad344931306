import { createFileRoute } from '@tanstack/react-router';
import { InsurancePremiumPaymentPage } from '@/features/payments/BillPaymentPages';

export const Route = createFileRoute('/_main/payments/insurance-premium-payment/insurance-payment-details')({
  component: InsurancePremiumPaymentPage,
});
