import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { storeChat } from './chat-cache';

/** Marks a chat read (SPEC 7.4: PATCH chat/chat merges unreadCount 0), so its badge goes. */
export const useMarkChatRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest('/api/apps/chat/chat', ChatWithMessagesSchema.nullable(), {
        method: 'PATCH',
        body: { id, chat: { unreadCount: 0 } },
      }),
    onSuccess: (chat) => (chat ? storeChat(queryClient, chat) : undefined),
  });
};
