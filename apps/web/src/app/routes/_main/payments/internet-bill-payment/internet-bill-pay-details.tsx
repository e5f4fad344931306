import { createFileRoute } from '@tanstack/react-router';
import { InternetBillPaymentPage } from '@/features/payments/BillPaymentPages';

export const Route = createFileRoute('/_main/payments/internet-bill-payment/internet-bill-pay-details')({
  component: InternetBillPaymentPage,
});
