import { createFileRoute } from '@tanstack/react-router';
import { TransactionIdParamsSchema } from '@taka/contracts';
import { MobileRechargeDetailsPage } from '@/features/mobile-recharge/MobileRechargeDetailsPage';

/** `?transactionId=` names the past recharge to show. */
const detailsSearch = (search: Record<string, unknown>): { transactionId?: string } => {
  const parsed = TransactionIdParamsSchema.safeParse({ transactionId: search.transactionId });
  return parsed.success ? parsed.data : {};
};

export const Route = createFileRoute('/_main/mobile-recharge/mobile-recharge-details')({
  validateSearch: detailsSearch,
  component: function MobileRechargeDetails() {
    const { transactionId } = Route.useSearch();
    return <MobileRechargeDetailsPage transactionId={transactionId} />;
  },
});
