import { DemoHttpError, routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { findById, mergeById, sortByText } from '../lib/collection.ts';
import { ChatPatchBodySchema, type Chat } from '../schemas/chat.ts';

const store = createStore(async () => (await import('../seed/chat.ts')).seedChat());
const route = routeWith(store);
const base = '/api/apps/chat';

const withContact = (chat: Chat) => ({ ...chat, contact: findById(store.data.contacts, chat.contactId) });

const withMessages = (chat: Chat) => ({
  ...withContact(chat),
  messages: store.data.messages.filter((message) => message.chatId === chat.id),
});

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

  route('get', `${base}/contacts`, () =>
    sortByText(store.data.contacts, (contact) => contact.name).map(
      ({ details: _details, attachments: _attachments, ...summary }) => summary,
    ),
  ),

  route('get', `${base}/contact`, ({ query }) => findById(store.data.contacts, query('id'))),

  route('get', `${base}/profile`, () => store.data.profile),
];
