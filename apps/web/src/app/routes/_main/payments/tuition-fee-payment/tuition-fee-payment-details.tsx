import { createFileRoute } from '@tanstack/react-router';
import { TuitionFeePaymentPage } from '@/features/payments/BillPaymentPages';

export const Route = createFileRoute('/_main/payments/tuition-fee-payment/tuition-fee-payment-details')({
  component: TuitionFeePaymentPage,
});
