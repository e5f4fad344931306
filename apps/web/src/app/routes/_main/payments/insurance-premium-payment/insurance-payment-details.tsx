import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/payments/insurance-premium-payment/insurance-payment-details')({
  component: () => <ServicePreparingPage titleKey="pages.insurancePremiumPayment.title" />,
});
