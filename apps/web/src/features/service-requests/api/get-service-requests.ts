import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ServiceRequestListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SERVICE_REQUESTS_KEY } from '@/shared/banking/service-requests/submit-service-request';
import type { RequestSearch } from '../search';

const PAGE_SIZE = 20;

const requestsQuery = (search: RequestSearch) =>
  infiniteQueryOptions({
    queryKey: [...SERVICE_REQUESTS_KEY, 'list', search],
    queryFn: ({ pageParam, signal }) => {
      const parameters = new URLSearchParams({ ...search, size: String(PAGE_SIZE) });
      if (pageParam) parameters.set('cursor', pageParam);
      return apiRequest(`/api/service-requests?${parameters.toString()}`, {
        schema: ServiceRequestListSchema,
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The customer's service requests matching the filters, newest first, a page at a time. */
export const useServiceRequests = (search: RequestSearch) => useInfiniteQuery(requestsQuery(search));
