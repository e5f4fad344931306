import { queryOptions, useQuery } from '@tanstack/react-query';
import { SecureMessageListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export const SECURE_MESSAGES_KEY = ['reach-us', 'messages'] as const;

const secureMessagesQuery = queryOptions({
  queryKey: SECURE_MESSAGES_KEY,
  queryFn: () => apiRequest('/api/reach-us/messages', { schema: SecureMessageListSchema }),
  select: (list) => list.messages,
});

/** The messages the customer sent to the bank, newest first. */
export const useSecureMessages = () => useQuery(secureMessagesQuery);
