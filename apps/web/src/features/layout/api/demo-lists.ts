import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';

/**
 * The shell's demo-layer lists (SPEC 7.3), answered in the browser by the demo worker. Only the id is relied on
 * here; the screens that show them parse the rest.
 */
const DemoListSchema = z.array(z.looseObject({ id: z.string() }));

const demoListQuery = (name: string, path: string) =>
  queryOptions({
    queryKey: ['demo', name],
    queryFn: () => apiRequest(path, { schema: DemoListSchema }),
    staleTime: Infinity,
  });

export const messagesQuery = demoListQuery('messages', '/api/common/messages');
export const notificationsQuery = demoListQuery('notifications', '/api/common/notifications');
export const shortcutsQuery = demoListQuery('shortcuts', '/api/common/shortcuts');
export const chatsQuery = demoListQuery('chats', '/api/apps/chat/chats');
