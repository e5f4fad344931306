import { useQuery } from '@tanstack/react-query';
import { UnreadCountResponseSchema, type NotificationCategory } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { NOTIFICATIONS_BASE, notificationKeys } from './notification-keys';

/** How many of a category are unread (Mark all as read is for the current tab's category). */
export const useCategoryUnreadCount = (category: NotificationCategory) =>
  useQuery({
    queryKey: notificationKeys.unreadCountOf(category),
    queryFn: ({ signal }) =>
      apiRequest(
        `${NOTIFICATIONS_BASE}/total/unread/alerts?${new URLSearchParams({ categoryType: category })}`,
        {
          schema: UnreadCountResponseSchema,
          signal,
        },
      ),
    select: (answer) => answer.data,
  });
