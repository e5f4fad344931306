import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AcceptedSchema, type ChangePasswordRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Changes the password; the server signs out every other session, so the devices list is stale after it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest('/api/settings/change-password', { method: 'POST', body, schema: AcceptedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', 'sessions'] }),
  });
}
