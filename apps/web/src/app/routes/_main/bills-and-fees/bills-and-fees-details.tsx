import { createFileRoute } from '@tanstack/react-router';
import { BillerCodeSchema } from '@taka/contracts';
import { UtilityBillPaymentPage } from '@/features/payments';

/** `?biller=<code>` preselects the biller chosen on the hub. */
const billSearch = (search: Record<string, unknown>): { biller?: string } => {
  const parsed = BillerCodeSchema.safeParse(search.biller);
  return parsed.success ? { biller: parsed.data } : {};
};

export const Route = createFileRoute('/_main/bills-and-fees/bills-and-fees-details')({
  validateSearch: billSearch,
  component: function BillsAndFeesDetails() {
    const { biller } = Route.useSearch();
    return <UtilityBillPaymentPage key={biller} biller={biller} />;
  },
});
