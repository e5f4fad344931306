import { createFileRoute } from '@tanstack/react-router';
import { MobileRechargeContactsPage } from '@/features/mobile-recharge/MobileRechargeContactsPage';

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-contacts')({
  component: MobileRechargeContactsPage,
});
