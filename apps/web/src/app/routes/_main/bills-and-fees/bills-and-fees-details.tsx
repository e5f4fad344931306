import { createFileRoute } from '@tanstack/react-router';
import { BillerCodeSchema } from '@taka/contracts';
import { UtilityBillPaymentPage } from '@/features/payments/BillPaymentPages';

type BillSearch = { biller?: string; kind?: 'prepaid' };

/**
 * `?biller=<code>` preselects the biller chosen on the hub (a prepaid vendor opens the token form);
 * `?kind=prepaid` opens the token form with no vendor chosen.
 */
const billSearch = (search: Record<string, unknown>): BillSearch => {
  const parsed = BillerCodeSchema.safeParse(search.biller);
  return {
    ...(parsed.success ? { biller: parsed.data } : {}),
    ...(search.kind === 'prepaid' ? { kind: 'prepaid' } : {}),
  };
};

export const Route = createFileRoute('/_main/bills-and-fees/bills-and-fees-details')({
  validateSearch: billSearch,
  component: function BillsAndFeesDetails() {
    const { biller, kind } = Route.useSearch();
    return <UtilityBillPaymentPage key={`${kind}:${biller}`} biller={biller} prepaid={kind === 'prepaid'} />;
  },
});
