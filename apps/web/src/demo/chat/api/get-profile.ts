import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatProfileSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { chatKeys } from './query-keys';

/** The user's own chat profile: name, e-mail, avatar and about (SPEC 7.4: chat/profile). */
export const chatProfileQuery = queryOptions({
  queryKey: chatKeys.profile,
  queryFn: () => demoRequest('/api/apps/chat/profile', ChatProfileSchema),
  staleTime: Infinity,
});

export const useChatProfile = () => useQuery(chatProfileQuery);
