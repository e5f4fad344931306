import { queryOptions, useQuery } from '@tanstack/react-query';
import { LocationListResponseSchema } from '@taka/contracts';
import { getEnvelopeData } from './envelope';

/** The locations of one type in one division (the id the type list gives it). */
export const locationsQuery = (id: number) =>
  queryOptions({
    queryKey: ['locate-us', 'locations', id],
    queryFn: ({ signal }) =>
      getEnvelopeData(
        `/api/meta/pre-login/map/atm-branch?id=${id}`,
        LocationListResponseSchema.shape.data,
        signal,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useLocations = (id: number) => useQuery(locationsQuery(id));
