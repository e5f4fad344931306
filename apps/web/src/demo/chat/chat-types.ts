import type { z } from 'zod';
import type { ChatListItemSchema, ChatWithMessagesSchema } from '@taka/demo-api/schemas/chat';

export type ChatListItem = z.infer<typeof ChatListItemSchema>;
export type ChatWithMessages = z.infer<typeof ChatWithMessagesSchema>;
export type { ChatContact, ChatMessage, ChatProfile } from '@taka/demo-api/schemas/chat';
