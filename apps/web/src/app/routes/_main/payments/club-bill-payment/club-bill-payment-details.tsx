import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/payments/club-bill-payment/club-bill-payment-details')({
  component: () => <ServicePreparingPage titleKey="pages.clubBillPayment.title" />,
});
