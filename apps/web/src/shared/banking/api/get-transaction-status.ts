import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionStatusResponseSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from './query-keys';

export const transactionStatusQuery = (transactionId: string) =>
  queryOptions({
    queryKey: [...BANKING_ROOT_KEY, 'transaction-status', transactionId],
    queryFn: () =>
      apiRequest(`/api/notification-service/transaction-status/${encodeURIComponent(transactionId)}`, {
        schema: TransactionStatusResponseSchema,
      }),
    select: (answer) => answer.data,
  });

/** A transaction's receipt with its current status (one the customer made or received; else 404). */
export const useTransactionStatus = (transactionId: string) =>
  useQuery(transactionStatusQuery(transactionId));
