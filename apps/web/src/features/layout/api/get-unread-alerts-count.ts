import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@taka/contracts';
import { SHELL_REQUESTS } from '@/shared/api/first-view-requests';
import { apiRequest } from '@/shared/api/http-client';

export const UnreadAlertsResponseSchema = envelope(z.number().int().nonnegative());

export const unreadAlertsCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () =>
    apiRequest(SHELL_REQUESTS.unreadAlertsCount, {
      schema: UnreadAlertsResponseSchema,
    }),
  select: (response) => response.data,
  // No polling: the notification stream (live/use-live-notifications.ts) refreshes it when a notification arrives.
});

export const useUnreadAlertsCount = () => useQuery(unreadAlertsCountQuery).data ?? 0;
