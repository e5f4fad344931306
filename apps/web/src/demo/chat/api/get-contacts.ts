import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ChatContactSummarySchema } from '@taka/demo-api/schemas/chat';
import { demoRequest } from '@/shared/demo/demo-request';
import { chatKeys } from './query-keys';

const ContactListSchema = z.array(ChatContactSummarySchema);

/** Everyone the user can chat with, sorted by name (SPEC 7.4: chat/contacts). */
export const chatContactsQuery = queryOptions({
  queryKey: chatKeys.contacts,
  queryFn: () => demoRequest('/api/apps/chat/contacts', ContactListSchema),
  staleTime: Infinity,
});

export const useChatContacts = () => useQuery(chatContactsQuery);
