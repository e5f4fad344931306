import { queryOptions, useQuery } from '@tanstack/react-query';
import { LocationTypeListResponseSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { dataOf } from './envelope';

// Reference data: the server lets it be kept five minutes, and so does the page.
const STALE_MS = 5 * 60_000;

/** The location types, each with the divisions it is found in (SPEC 7.2); the same as a guest or signed in. */
export const locationTypesQuery = queryOptions({
  queryKey: ['locate-us', 'types'],
  queryFn: async ({ signal }) =>
    dataOf(
      await apiRequest('/api/meta/pre-login/location/atm-branch', {
        schema: LocationTypeListResponseSchema,
        session: null,
        signal,
      }),
    ),
  staleTime: STALE_MS,
  retry: false,
});

export const useLocationTypes = () => useQuery(locationTypesQuery);
