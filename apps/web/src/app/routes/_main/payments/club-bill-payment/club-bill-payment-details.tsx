import { createFileRoute } from '@tanstack/react-router';
import { ClubBillPaymentPage } from '@/features/payments/BillPaymentPages';

export const Route = createFileRoute('/_main/payments/club-bill-payment/club-bill-payment-details')({
  component: ClubBillPaymentPage,
});
