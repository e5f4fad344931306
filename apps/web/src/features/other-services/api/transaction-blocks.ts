import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OtpChallengeSchema,
  TransactionBlockAccountSchema,
  TransactionBlockListSchema,
  type TransactionBlockRequest,
  type TransactionUnblockRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from '@/shared/banking/api/query-keys';

const TRANSACTION_BLOCKS_KEY = [...BANKING_ROOT_KEY, 'transaction-blocks'] as const;

/** The customer's savings and current accounts, each blocked for internet-banking debits or not. */
export const useTransactionBlocks = () =>
  useQuery({
    queryKey: TRANSACTION_BLOCKS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/transaction-blocks', { schema: TransactionBlockListSchema, signal }),
    select: (list) => list.accounts,
  });

/** After a block or an unblock: the list, and the bell (a notification was written). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: TRANSACTION_BLOCKS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
  };
}

/** Blocks internet-banking debits from the account at once. */
export function useBlockAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TransactionBlockRequest) =>
      apiRequest('/api/transaction-blocks', { method: 'POST', body, schema: TransactionBlockAccountSchema }),
    onSuccess: refresh,
  });
}

/** Sends the customer a code that unblocks exactly this account. */
export const useRequestUnblockCode = () =>
  useMutation({
    mutationFn: (body: TransactionBlockRequest) =>
      apiRequest('/api/transaction-blocks/otp', { method: 'POST', body, schema: OtpChallengeSchema }),
  });

/** Unblocks the account with the code of its challenge. */
export function useUnblockAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TransactionUnblockRequest) =>
      apiRequest('/api/transaction-blocks/unblock', {
        method: 'POST',
        body,
        schema: TransactionBlockAccountSchema,
      }),
    onSuccess: refresh,
  });
}
