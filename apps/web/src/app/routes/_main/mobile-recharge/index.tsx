import { createFileRoute } from '@tanstack/react-router';
import { recentRechargesQuery } from '@/features/mobile-recharge/api/get-recent-recharges';
import { MobileRechargeHubPage } from '@/features/mobile-recharge/MobileRechargeHubPage';

export const Route = createFileRoute('/_main/mobile-recharge/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(recentRechargesQuery),
  component: MobileRechargeHubPage,
});
