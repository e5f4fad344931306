import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** Sends a message in a chat; the conversation and every chat list then show it. */
export const useSendQuickMessage = (chatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      demoRequest('/api/apps/chat/chat/message', ChatWithMessagesSchema, {
        method: 'POST',
        body: { chatId, value },
      }),
    onSuccess: async (chat) => {
      queryClient.setQueryData(panelKeys.chat(chatId), chat);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: panelKeys.chats }),
        queryClient.invalidateQueries({ queryKey: panelKeys.chatScreens }),
      ]);
    },
  });
};
