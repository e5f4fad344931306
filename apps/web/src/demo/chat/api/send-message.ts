import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { storeChat } from './chat-cache';

/** Sends a message in a chat; the conversation and the chat lists then show it as the last message. */
export const useSendMessage = (chatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      demoRequest('/api/apps/chat/chat/message', ChatWithMessagesSchema, {
        method: 'POST',
        body: { chatId, value },
      }),
    onSuccess: (chat) => storeChat(queryClient, chat),
  });
};
