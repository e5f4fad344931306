import { useMutation } from '@tanstack/react-query';
import { DueBillSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

type Lookup = { billerCode: string; customerNumber: string };

/** The oldest unpaid bill of a customer number (404 NO_BILL_DUE, BILL_CUSTOMER_UNKNOWN, BILLER_NOT_FOUND). */
export function getDueBill({ billerCode, customerNumber }: Lookup) {
  return apiRequest(
    `/api/billers/${encodeURIComponent(billerCode)}/bills/${encodeURIComponent(customerNumber)}`,
    { schema: DueBillSchema },
  );
}

/** Asked when the customer presses "Fetch bill", never cached: after a payment the next answer differs. */
export const useDueBill = () => useMutation({ mutationFn: getDueBill });
