import { DemoHttpError, routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { findById, mergeById, sortByText } from '../lib/collection.ts';
import { dayMonthYear } from '../lib/dates.ts';
import { newId } from '../lib/ids.ts';
import {
  ChatMessageBodySchema,
  ChatPatchBodySchema,
  ChatStartBodySchema,
  type Chat,
} from '../schemas/chat.ts';

const store = createStore('chat', async () => (await import('../seed/chat.ts')).seedChat());
const route = routeWith(store);
const base = '/api/apps/chat';

const withContact = (chat: Chat) => ({ ...chat, contact: findById(store.data.contacts, chat.contactId) });

const withMessages = (chat: Chat) => ({
  ...withContact(chat),
  messages: store.data.messages.filter((message) => message.chatId === chat.id),
});

/** The chat with `id` moved to the top of the list, as the one with the newest message. */
function moveToTop(chat: Chat) {
  const chats = store.data.chats;
  chats.splice(chats.indexOf(chat), 1);
  chats.unshift(chat);
}

export const chatHandlers = [
  route('get', `${base}/chats`, () => store.data.chats.map(withContact)),

  route('get', `${base}/chat`, ({ query }) => {
    const id = query('id');
    const chat = findById(store.data.chats, id);
    if (!chat) throw new DemoHttpError(404, `Could not found chat with id of ${id}!`);
    return withMessages(chat);
  }),

  route('patch', `${base}/chat`, async ({ body }) => {
    const { id, chat } = await body(ChatPatchBodySchema);
    const updated = mergeById(store.data.chats, id, chat);
    return updated && withMessages(updated);
  }),

  // Additions to SPEC 7.4, so the screens can start a chat and send a message.
  route('post', `${base}/chat`, async ({ body }) => {
    const { contactId } = await body(ChatStartBodySchema);
    const contact = findById(store.data.contacts, contactId);
    if (!contact) throw new DemoHttpError(404, `Could not found contact with id of ${contactId}!`);
    const open = store.data.chats.find((chat) => chat.contactId === contactId);
    if (open) return withMessages(open);
    const chat: Chat = {
      id: newId(),
      contactId,
      unreadCount: 0,
      muted: false,
      lastMessage: '',
      lastMessageAt: '',
    };
    store.data.chats.unshift(chat);
    return withMessages(chat);
  }),

  route('post', `${base}/chat/message`, async ({ body }) => {
    const { chatId, value } = await body(ChatMessageBodySchema);
    const chat = findById(store.data.chats, chatId);
    if (!chat) throw new DemoHttpError(404, `Could not found chat with id of ${chatId}!`);
    const createdAt = new Date().toISOString();
    store.data.messages.push({
      id: newId(),
      chatId,
      contactId: store.data.profile.id,
      value,
      createdAt,
      isMine: true,
    });
    const updated = mergeById(store.data.chats, chatId, {
      lastMessage: value,
      lastMessageAt: dayMonthYear(createdAt),
      lastMessageCreatedAt: createdAt,
    })!;
    moveToTop(updated);
    return withMessages(updated);
  }),

  route('get', `${base}/contacts`, () =>
    sortByText(store.data.contacts, (contact) => contact.name).map(
      ({ details: _details, attachments: _attachments, ...summary }) => summary,
    ),
  ),

  route('get', `${base}/contact`, ({ query }) => findById(store.data.contacts, query('id'))),

  route('get', `${base}/profile`, () => store.data.profile),
];
