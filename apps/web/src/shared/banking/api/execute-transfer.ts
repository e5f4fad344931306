import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  TransactionReceiptSchema,
  type ExecuteTransferRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { isApiRequestError } from '@/shared/api/api-error';
import { BANKING_ROOT_KEY } from './query-keys';

type ExecuteTransferVariables = { body: ExecuteTransferRequest; idempotencyKey: string };

/** Moves the money. The same key on a retry makes the server answer the first outcome instead of moving twice. */
export function executeTransfer({ body, idempotencyKey }: ExecuteTransferVariables) {
  return apiRequest('/api/transactions', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: TransactionReceiptSchema,
  });
}

/**
 * A request still in flight under the same key (409) is asked again after a moment: its answer then comes back
 * as a replay. Balances, history, statements and limit usage are stale after a transfer, whatever its outcome.
 */
export function useExecuteTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeTransfer,
    retry: (failureCount, error) =>
      failureCount < 3 && isApiRequestError(error) && error.code === 'IDEMPOTENCY_IN_FLIGHT',
    retryDelay: 1000,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BANKING_ROOT_KEY }),
  });
}
