import { z } from 'zod';
import { ContactEmailSchema, ContactPhoneSchema } from './contacts.ts';

export const ChatContactSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable().optional(),
  name: z.string(),
  about: z.string(),
  details: z.object({
    emails: z.array(ContactEmailSchema),
    phoneNumbers: z.array(ContactPhoneSchema),
    title: z.string().optional(),
    company: z.string(),
    /** ISO date-time. */
    birthday: z.string(),
    address: z.string(),
  }),
  attachments: z.object({
    media: z.array(z.string()),
    docs: z.array(z.string()),
    links: z.array(z.string()),
  }),
});
export type ChatContact = z.infer<typeof ChatContactSchema>;

/** The chat contact list leaves out details and attachments. */
export const ChatContactSummarySchema = ChatContactSchema.omit({ details: true, attachments: true });

export const ChatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  /** The sender: the contact's id, or the profile id for own messages. */
  contactId: z.string(),
  value: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  unreadCount: z.number().int().optional(),
  muted: z.boolean(),
  lastMessage: z.string(),
  /** Day/month/year, e.g. "05/01/2024". */
  lastMessageAt: z.string(),
  /** ISO date-time of the last message, so a list can show its time (an addition to the specification's fields). */
  lastMessageCreatedAt: z.string().optional(),
});
export type Chat = z.infer<typeof ChatSchema>;

/** A chat as listed: with its contact. */
export const ChatListItemSchema = ChatSchema.extend({ contact: ChatContactSchema });
/** A chat as loaded on its own: with its contact and messages. */
export const ChatWithMessagesSchema = ChatListItemSchema.extend({ messages: z.array(ChatMessageSchema) });

export const ChatProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  about: z.string(),
});
export type ChatProfile = z.infer<typeof ChatProfileSchema>;

export const ChatPatchBodySchema = z.object({
  id: z.string(),
  chat: ChatSchema.omit({ id: true }).partial(),
});

/** Starts a chat with a contact (or answers the one already open with them). */
export const ChatStartBodySchema = z.object({ contactId: z.string() });

/** A message the user sends in a chat. */
export const ChatMessageBodySchema = z.object({
  chatId: z.string(),
  value: z.string().trim().min(1).max(4000),
});
