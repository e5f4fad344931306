import type { NotificationCategory } from '@taka/contracts';

export const NOTIFICATIONS_BASE = '/api/notification-service/instant-notification';

/**
 * The notification centre's query keys. Everything sits under ['notifications'], which live push invalidates; the
 * bell's unread count is ['notifications', 'unread-count'] and a category's count extends it.
 */
export const notificationKeys = {
  unreadCount: ['notifications', 'unread-count'] as const,
  unreadCountOf: (category: NotificationCategory) => ['notifications', 'unread-count', category] as const,
  list: (category: NotificationCategory) => ['notifications', 'list', category] as const,
};
