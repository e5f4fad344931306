import { createFileRoute } from '@tanstack/react-router';
import { MobileRechargeHubPage } from '@/features/mobile-recharge/MobileRechargeHubPage';

export const Route = createFileRoute('/_main/mobile-recharge/')({
  component: MobileRechargeHubPage,
});
