import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DISPUTE_ATTACHMENT_FIELD,
  DisputeAttachmentSchema,
  DisputeListSchema,
  type Dispute,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SERVICE_REQUESTS_KEY } from '../service-requests/submit-service-request';

/** Under the service requests' key: submitting any request (a dispute) refreshes it. */
export const disputesQuery = queryOptions({
  queryKey: [...SERVICE_REQUESTS_KEY, 'disputes'],
  queryFn: ({ signal }) => apiRequest('/api/disputes', { signal, schema: DisputeListSchema }),
});

/** The latest dispute of each of the customer's transactions, by transaction id; undefined while they load. */
export function useDisputesByTransaction(): Map<string, Dispute> | undefined {
  const { data, isPending } = useQuery(disputesQuery);
  if (isPending) return undefined;
  const byTransaction = new Map<string, Dispute>();
  // newest first: the first one seen of a transaction is its latest
  for (const dispute of data?.disputes ?? [])
    if (!byTransaction.has(dispute.transactionId)) byTransaction.set(dispute.transactionId, dispute);
  return byTransaction;
}

/** Stores a photo or PDF for a dispute (the server reads its type from its bytes). */
export function uploadDisputeAttachment(file: File) {
  const form = new FormData();
  form.append(DISPUTE_ATTACHMENT_FIELD, file);
  return apiRequest('/api/disputes/attachments', {
    method: 'POST',
    body: form,
    schema: DisputeAttachmentSchema,
  });
}

/** A dispute is open until the bank settles it: upheld (completed), rejected or cancelled. */
export const disputeState = (dispute: Dispute) =>
  dispute.status === 'submitted' || dispute.status === 'processing'
    ? 'open'
    : dispute.status === 'completed'
      ? 'upheld'
      : dispute.status === 'rejected'
        ? 'rejected'
        : 'cancelled';
