import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/payments/')({
  component: () => <ServicePreparingPage titleKey="pages.payments.title" />,
});
