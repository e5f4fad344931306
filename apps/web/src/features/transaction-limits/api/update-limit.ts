import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TransactionLimitSchema, type UpdateLimitRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { bankingKeys } from '@/shared/banking/api/query-keys';

/** Saves new limits for one type: lowering at once, raising with the code of a challenge. */
export function updateLimit(request: UpdateLimitRequest) {
  return apiRequest('/api/transaction-limits', {
    method: 'PUT',
    body: request,
    schema: TransactionLimitSchema,
  });
}

export function useUpdateLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankingKeys.limits }),
  });
}
