import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SecureMessageSchema, type SendSecureMessageRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SECURE_MESSAGES_KEY } from './get-secure-messages';

export function sendSecureMessage(body: SendSecureMessageRequest) {
  return apiRequest('/api/reach-us/messages', { method: 'POST', body, schema: SecureMessageSchema });
}

/** Sends a message to the bank; the list of sent messages (and the bell's acknowledgement) are stale after it. */
export function useSendSecureMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSecureMessage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SECURE_MESSAGES_KEY });
      // The bell counts the acknowledgement the bank wrote (its queries live under this key).
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
