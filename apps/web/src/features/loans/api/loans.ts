import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  InstalmentReceiptSchema,
  LoanDetailSchema,
  LoanListSchema,
  OtpChallengeSchema,
  type InstalmentPayment,
  type PayInstalmentRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from '@/shared/banking/api/query-keys';

const LOANS_KEY = [...BANKING_ROOT_KEY, 'loans'] as const;

export const loansQuery = queryOptions({
  queryKey: LOANS_KEY,
  queryFn: () => apiRequest('/api/loans', { schema: LoanListSchema }),
  select: (list) => list.loans,
});
/** The customer's loans. */
export const useLoans = () => useQuery(loansQuery);

/** One loan with its whole EMI schedule. */
export const useLoan = (id: string) =>
  useQuery({
    queryKey: [...LOANS_KEY, id],
    queryFn: () => apiRequest(`/api/loans/${id}`, { schema: LoanDetailSchema }),
  });

/** Asks for the code that pays the next instalment. */
export const useInstalmentCode = (loanId: string) =>
  useMutation({
    mutationFn: (payment: InstalmentPayment) =>
      apiRequest(`/api/loans/${loanId}/instalments/otp`, {
        method: 'POST',
        body: payment,
        schema: OtpChallengeSchema,
      }),
  });

/** Pays it with the code; every banking figure (balances, the loan, history) is stale after. */
export function usePayInstalment(loanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PayInstalmentRequest; key: string }) =>
      apiRequest(`/api/loans/${loanId}/instalments`, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        schema: InstalmentReceiptSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BANKING_ROOT_KEY });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
