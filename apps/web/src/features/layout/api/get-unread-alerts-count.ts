import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export const UnreadAlertsResponseSchema = envelope(z.number().int().nonnegative());

export const unreadAlertsCountQuery = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () =>
    apiRequest('/api/notification-service/instant-notification/total/unread/alerts', {
      schema: UnreadAlertsResponseSchema,
    }),
  select: (response) => response.data,
  // No polling: the notification stream (live/LiveNotifications.tsx) refreshes it when a notification arrives.
});

export const useUnreadAlertsCount = () => useQuery(unreadAlertsCountQuery).data ?? 0;
