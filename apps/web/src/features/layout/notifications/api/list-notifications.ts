import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NotificationListResponseSchema, type NotificationCategory } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { NOTIFICATIONS_BASE, notificationKeys } from './notification-keys';

/** SPEC 9: both tabs load 20 at a time, from page 0. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuery = (category: NotificationCategory) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(category),
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest(`${NOTIFICATIONS_BASE}/list`, {
          method: 'POST',
          body: { pageNumber: pageParam, pageSize: NOTIFICATION_PAGE_SIZE, categoryType: category },
          schema: NotificationListResponseSchema,
          signal,
        })
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.pageNumber + 1 < last.totalPages ? last.pageNumber + 1 : undefined),
  });

/** A category's notifications, newest first, a page at a time. */
export const useNotificationList = (category: NotificationCategory) =>
  useInfiniteQuery(notificationListQuery(category));
