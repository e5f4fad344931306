import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-without-beneficiary')({
  component: () => <ServicePreparingPage titleKey="pages.mobileRechargeWithoutBeneficiary.title" />,
});
