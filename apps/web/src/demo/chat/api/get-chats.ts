import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ChatListItemSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { chatKeys } from './query-keys';

const ChatListSchema = z.array(ChatListItemSchema);

/** Every chat with its contact, the newest first (SPEC 7.4: chat/chats). */
export const chatsQuery = queryOptions({
  queryKey: chatKeys.chats,
  queryFn: () => demoRequest('/api/apps/chat/chats', ChatListSchema),
  staleTime: Infinity,
});

export const useChats = () => useQuery(chatsQuery);
