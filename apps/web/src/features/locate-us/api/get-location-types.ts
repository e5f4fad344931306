import { queryOptions, useQuery } from '@tanstack/react-query';
import { LocationTypeListResponseSchema } from '@taka/contracts';
import { getEnvelopeData } from './envelope';

/** The location types, each with the divisions it is found in (SPEC 7.2); the same as a guest or signed in. */
export const locationTypesQuery = queryOptions({
  queryKey: ['locate-us', 'types'],
  queryFn: ({ signal }) =>
    getEnvelopeData(
      '/api/meta/pre-login/location/atm-branch',
      LocationTypeListResponseSchema.shape.data,
      signal,
    ),
  // reference data: the server lets it be kept five minutes
  staleTime: 5 * 60_000,
  retry: false,
});

export const useLocationTypes = () => useQuery(locationTypesQuery);
