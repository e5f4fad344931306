import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/payments/tuition-fee-payment/tuition-fee-payment-details')({
  component: () => <ServicePreparingPage titleKey="pages.tuitionFeePayment.title" />,
});
