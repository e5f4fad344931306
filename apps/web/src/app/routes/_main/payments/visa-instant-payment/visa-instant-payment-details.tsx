import { createFileRoute } from '@tanstack/react-router';
import { VisaPaymentPage } from '@/features/payments/VisaPaymentPage';

export const Route = createFileRoute('/_main/payments/visa-instant-payment/visa-instant-payment-details')({
  component: VisaPaymentPage,
});
