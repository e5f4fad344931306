import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/mobile-recharge/')({
  component: () => <ServicePreparingPage titleKey="pages.mobileRecharge.title" />,
});
