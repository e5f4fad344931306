import { createFileRoute } from '@tanstack/react-router';
import { MobileRechargeContactsPage } from '@/features/mobile-recharge';

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-contacts')({
  component: MobileRechargeContactsPage,
});
