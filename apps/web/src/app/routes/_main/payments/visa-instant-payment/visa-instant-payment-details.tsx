import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/payments/visa-instant-payment/visa-instant-payment-details')({
  component: () => <ServicePreparingPage titleKey="pages.visaInstantPayment.title" />,
});
