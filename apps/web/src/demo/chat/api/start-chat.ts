import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { storeChat } from './chat-cache';

/** Opens a chat with a contact: a new, empty one, or the one already there. */
export const useStartChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      demoRequest('/api/apps/chat/chat', ChatWithMessagesSchema, { method: 'POST', body: { contactId } }),
    onSuccess: (chat) => storeChat(queryClient, chat),
  });
};
