import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationPreferencesSchema, type NotificationPreferences } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

const PREFERENCES_KEY = ['settings', 'notification-preferences'] as const;
const URL = '/api/settings/notification-preferences';

const preferencesQuery = queryOptions({
  queryKey: PREFERENCES_KEY,
  queryFn: () => apiRequest(URL, { schema: NotificationPreferencesSchema }),
});

/** Which transactional alerts the customer also gets by SMS. */
export const useNotificationPreferences = () => useQuery(preferencesQuery);

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiRequest(URL, { method: 'PUT', body, schema: NotificationPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
