import { useQuery } from '@tanstack/react-query';
import { ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** One chat with its messages (the chat screens keep it under the same key). */
export const useQuickChat = (id: string) =>
  useQuery({
    queryKey: panelKeys.chat(id),
    queryFn: () => demoRequest(`/api/apps/chat/chat?id=${encodeURIComponent(id)}`, ChatWithMessagesSchema),
  });
