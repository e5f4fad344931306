import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EStatementSubscriptionListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from '@/shared/banking/api/query-keys';

const eStatementsQuery = queryOptions({
  queryKey: [...BANKING_ROOT_KEY, 'e-statements'],
  queryFn: ({ signal }) =>
    apiRequest('/api/e-statements', { signal, schema: EStatementSubscriptionListSchema }),
});

export const useEStatements = () => useQuery(eStatementsQuery);

/** Subscribes (`on`) or unsubscribes one account; the answer is the whole new list. */
export function useSetEStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, on }: { accountId: string; on: boolean }) =>
      apiRequest(`/api/e-statements/${accountId}`, {
        method: on ? 'PUT' : 'DELETE',
        schema: EStatementSubscriptionListSchema,
      }),
    onSuccess: (list) => queryClient.setQueryData(eStatementsQuery.queryKey, list),
  });
}
