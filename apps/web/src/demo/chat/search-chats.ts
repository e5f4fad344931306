import type { z } from 'zod';
import type { ChatContactSummarySchema } from '@taka/demo-api/schemas/chat';
import type { ChatListItem } from './chat-types';

type ContactSummary = z.infer<typeof ChatContactSummarySchema>;

const contains = (text: string, query: string) =>
  text.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/**
 * What the list shows for a search: the chats whose contact or last message matches, and the contacts without a
 * chat whose name matches (to start one). An empty search keeps every chat and contact.
 */
export function searchChats(
  chats: readonly ChatListItem[],
  contacts: readonly ContactSummary[],
  query: string,
) {
  const open = new Set(chats.map((chat) => chat.contactId));
  return {
    chats: chats.filter(
      (chat) => !query || contains(chat.contact.name, query) || contains(chat.lastMessage, query),
    ),
    contacts: contacts.filter(
      (contact) => !open.has(contact.id) && (!query || contains(contact.name, query)),
    ),
  };
}

export type { ContactSummary };
