import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FdrProductSchema,
  FdrSchema,
  IDEMPOTENCY_KEY_HEADER,
  OtpChallengeSchema,
  type OpenFdr,
  type OpenFdrRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from '@/shared/banking/api/query-keys';

export const fdrProductQuery = queryOptions({
  queryKey: [...BANKING_ROOT_KEY, 'fdr-product'],
  queryFn: () => apiRequest('/api/fdr/products', { schema: FdrProductSchema }),
  staleTime: 5 * 60_000,
});
/** The bank's FDR product: minimum and rate table. */
export const useFdrProduct = () => useQuery(fdrProductQuery);

/** Asks for the code that opens this deposit. */
export const useFdrCode = () =>
  useMutation({
    mutationFn: (deposit: OpenFdr) =>
      apiRequest('/api/fdr/otp', { method: 'POST', body: deposit, schema: OtpChallengeSchema }),
  });

/** Opens it with the code; the accounts (the new FDR among them) are stale after. */
export function useOpenFdr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: OpenFdrRequest; key: string }) =>
      apiRequest('/api/fdr', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        schema: FdrSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BANKING_ROOT_KEY });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
