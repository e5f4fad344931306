import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { chatKeys } from './query-keys';

type ChatWithMessages = z.infer<typeof ChatWithMessagesSchema>;

/** Puts a chat the handlers answered into the cache, and has both chat lists (this screen's, the shell's) refetch. */
export async function storeChat(queryClient: QueryClient, chat: ChatWithMessages) {
  queryClient.setQueryData(chatKeys.chat(chat.id), chat);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.chats }),
    queryClient.invalidateQueries({ queryKey: chatKeys.shellChats }),
  ]);
}
