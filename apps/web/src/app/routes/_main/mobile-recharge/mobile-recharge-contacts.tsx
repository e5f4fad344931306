import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-contacts')({
  component: () => <ServicePreparingPage titleKey="pages.mobileRechargeContacts.title" />,
});
