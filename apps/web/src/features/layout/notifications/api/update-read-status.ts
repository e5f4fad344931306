import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UpdateReadStatusResponseSchema,
  type NotificationCategory,
  type UpdateReadStatusRequest,
} from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { NOTIFICATIONS_BASE, notificationKeys } from './notification-keys';

/** Marks one notification, or all of the category, read or unread; then the counts and the list refresh. */
export function useUpdateReadStatus(category: NotificationCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<UpdateReadStatusRequest, 'categoryType'>) =>
      apiRequest(`${NOTIFICATIONS_BASE}/update/unread/alerts`, {
        method: 'POST',
        body: { ...change, categoryType: category },
        schema: UpdateReadStatusResponseSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.list(category) }),
      ]),
  });
}
