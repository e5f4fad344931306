import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ActivityLogSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import type { ActivitySearch } from '../search';

export const ACTIVITY_PAGE_SIZE = 20;

const activityLogQuery = (search: ActivitySearch) =>
  infiniteQueryOptions({
    queryKey: ['activity-log', search],
    queryFn: ({ pageParam, signal }) => {
      const parameters = new URLSearchParams({ ...search, size: String(ACTIVITY_PAGE_SIZE) });
      if (pageParam) parameters.set('cursor', pageParam);
      return apiRequest(`/api/activity-log?${parameters.toString()}`, { schema: ActivityLogSchema, signal });
    },
    // a security log is read to see what just happened: never from a cache
    staleTime: 0,
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The customer's security events matching the filters, newest first, a page at a time by cursor. */
export const useActivityLog = (search: ActivitySearch) => useInfiniteQuery(activityLogQuery(search));
