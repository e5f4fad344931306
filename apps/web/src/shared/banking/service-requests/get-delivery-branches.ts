import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeliveryBranchListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

const branchesQuery = queryOptions({
  queryKey: ['reference', 'delivery-branches'],
  queryFn: ({ signal }) =>
    apiRequest('/api/service-requests/branches', { schema: DeliveryBranchListSchema, signal }),
  staleTime: 60 * 60_000,
});

/** The bank's branches where a chequebook or a printed statement can be collected. */
export const useDeliveryBranches = () => useQuery(branchesQuery);
