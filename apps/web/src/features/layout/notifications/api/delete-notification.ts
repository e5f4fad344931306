import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteNotificationResponseSchema, type NotificationCategory } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { NOTIFICATIONS_BASE, notificationKeys } from './notification-keys';

/** Removes a notification; then the counts and the list refresh. */
export function useDeleteNotification(category: NotificationCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${NOTIFICATIONS_BASE}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: DeleteNotificationResponseSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.list(category) }),
      ]),
  });
}
