import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ChatListItemSchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** The shell's chat list, newest conversation first. */
export const useQuickChats = () =>
  useQuery({
    queryKey: panelKeys.chats,
    queryFn: () => demoRequest('/api/apps/chat/chats', z.array(ChatListItemSchema)),
  });
