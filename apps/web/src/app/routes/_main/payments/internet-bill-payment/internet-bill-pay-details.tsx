import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/payments/internet-bill-payment/internet-bill-pay-details')({
  component: () => <ServicePreparingPage titleKey="pages.internetBillPayment.title" />,
});
