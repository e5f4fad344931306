import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import { DemoApiError } from '../src/index.ts';
import {
  ChatContactSchema,
  ChatContactSummarySchema,
  ChatListItemSchema,
  ChatProfileSchema,
  ChatWithMessagesSchema,
} from '../src/schemas/chat.ts';

useDemoServer();

const Chats = z.array(ChatListItemSchema);

describe('chat', () => {
  it('lists chats with their contacts; one chat has no unread count', async () => {
    const chats = await get('/api/apps/chat/chats', Chats);
    expect(chats.length).toBeGreaterThanOrEqual(6);
    expect(chats.every((chat) => chat.contact.id === chat.contactId)).toBe(true);
    expect(chats.filter((chat) => chat.unreadCount === undefined)).toHaveLength(1);
    expect(chats[0]!.lastMessageAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('loads a chat with its full contact and its messages, own ones carrying the profile id', async () => {
    const [first] = await get('/api/apps/chat/chats', Chats);
    const profile = await get('/api/apps/chat/profile', ChatProfileSchema);
    const chat = await get(`/api/apps/chat/chat?id=${first!.id}`, ChatWithMessagesSchema);
    expect(chat.contact.details.emails.length).toBeGreaterThan(0);
    expect(chat.messages.length).toBeGreaterThan(3);
    expect(chat.messages.every((message) => message.chatId === chat.id)).toBe(true);
    for (const message of chat.messages) {
      expect(message.contactId).toBe(message.isMine ? profile.id : chat.contactId);
    }
    expect(chat.messages.at(-1)!.value).toBe(chat.lastMessage);
  });

  it('answers an unknown chat with the error "Could not found chat with id of {id}!"', async () => {
    const error = await get('/api/apps/chat/chat?id=nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DemoApiError);
    expect(error).toMatchObject({ status: 404, message: 'Could not found chat with id of nope!' });
  });

  it('merges a chat update and answers null when no chat matches', async () => {
    const [first] = await get('/api/apps/chat/chats', Chats);
    const updated = await call('PATCH', '/api/apps/chat/chat', {
      body: { id: first!.id, chat: { muted: true, unreadCount: 0 } },
      schema: ChatWithMessagesSchema,
    });
    expect(updated).toMatchObject({
      id: first!.id,
      muted: true,
      unreadCount: 0,
      lastMessage: first!.lastMessage,
    });
    expect((await get('/api/apps/chat/chats', Chats))[0]).toMatchObject({ muted: true, unreadCount: 0 });
    expect(
      await call('PATCH', '/api/apps/chat/chat', { body: { id: 'nope', chat: { muted: true } } }),
    ).toBeNull();
  });

  it('lists contacts sorted by name without details and attachments', async () => {
    const contacts = await get('/api/apps/chat/contacts', z.array(ChatContactSummarySchema.strict()));
    const names = contacts.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers one full contact and the profile', async () => {
    const [first] = await get('/api/apps/chat/contacts', z.array(ChatContactSummarySchema));
    const contact = await get(`/api/apps/chat/contact?id=${first!.id}`, ChatContactSchema);
    expect(contact).toMatchObject(first!);
    expect(contact.attachments).toBeDefined();
    expect(await get('/api/apps/chat/contact?id=nope')).toBeNull();
    expect(await get('/api/apps/chat/profile', ChatProfileSchema)).toMatchObject({ name: 'Rafiqul Islam' });
  });

  it('adds a sent message to the chat and makes it the list’s last message, at the top', async () => {
    const chats = await get('/api/apps/chat/chats', Chats);
    const third = chats[2]!;
    const chat = await call('POST', '/api/apps/chat/chat/message', {
      body: { chatId: third.id, value: 'On my way 🚗' },
      schema: ChatWithMessagesSchema,
    });
    const sent = chat.messages.at(-1)!;
    expect(sent).toMatchObject({ value: 'On my way 🚗', isMine: true, chatId: third.id });
    expect(chat.lastMessage).toBe('On my way 🚗');
    expect(Date.parse(chat.lastMessageCreatedAt!)).toBe(Date.parse(sent.createdAt));
    const [top] = await get('/api/apps/chat/chats', Chats);
    expect(top).toMatchObject({ id: third.id, lastMessage: 'On my way 🚗' });
  });

  it('refuses an empty message and a message to an unknown chat', async () => {
    const [first] = await get('/api/apps/chat/chats', Chats);
    const empty = await call('POST', '/api/apps/chat/chat/message', {
      body: { chatId: first!.id, value: '   ' },
    }).catch((caught: unknown) => caught);
    expect(empty).toMatchObject({ status: 400 });
    const unknown = await call('POST', '/api/apps/chat/chat/message', {
      body: { chatId: 'nope', value: 'Hello' },
    }).catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ status: 404, message: 'Could not found chat with id of nope!' });
  });

  it('starts a chat with a contact once, answering the open chat after that', async () => {
    const chats = await get('/api/apps/chat/chats', Chats);
    const contacts = await get('/api/apps/chat/contacts', z.array(ChatContactSummarySchema));
    const stranger = contacts.find((contact) => !chats.some((chat) => chat.contactId === contact.id))!;
    const started = await call('POST', '/api/apps/chat/chat', {
      body: { contactId: stranger.id },
      schema: ChatWithMessagesSchema,
    });
    expect(started).toMatchObject({ contactId: stranger.id, messages: [], lastMessage: '' });
    expect((await get('/api/apps/chat/chats', Chats))[0]!.id).toBe(started.id);
    const again = await call('POST', '/api/apps/chat/chat', {
      body: { contactId: stranger.id },
      schema: ChatWithMessagesSchema,
    });
    expect(again.id).toBe(started.id);
    const open = await call('POST', '/api/apps/chat/chat', {
      body: { contactId: chats[1]!.contactId },
      schema: ChatWithMessagesSchema,
    });
    expect(open.id).toBe(chats[1]!.id);
  });
});
