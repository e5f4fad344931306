import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';

/** What a secure message to the bank is about. */
export const SECURE_MESSAGE_SUBJECTS = ['account', 'card', 'transfer', 'complaint', 'other'] as const;
export const SecureMessageSubjectSchema = z.enum(SECURE_MESSAGE_SUBJECTS, 'secureMessage.subjectRequired');
export type SecureMessageSubject = z.infer<typeof SecureMessageSubjectSchema>;

/** The longest message a customer may send: a few paragraphs, not a document. */
export const SECURE_MESSAGE_MAX_LENGTH = 2000;

/** Where a message stands at the bank: received, being looked at, answered. */
export const SecureMessageStatusSchema = z.enum(['received', 'in_progress', 'answered']);
export type SecureMessageStatus = z.infer<typeof SecureMessageStatusSchema>;

/**
 * POST /api/reach-us/messages: a message to the bank, in plain text. `accountId`, when given, must be one of the
 * customer's own accounts (else 404 NOT_FOUND naming the field).
 */
export const SendSecureMessageRequestSchema = z.object({
  subject: SecureMessageSubjectSchema,
  body: z
    .string('secureMessage.bodyRequired')
    .trim()
    .min(1, 'secureMessage.bodyRequired')
    .max(SECURE_MESSAGE_MAX_LENGTH, 'secureMessage.bodyTooLong'),
  accountId: z.uuid('secureMessage.accountInvalid').nullable().default(null),
});
export type SendSecureMessageRequest = z.input<typeof SendSecureMessageRequestSchema>;

/** A message the customer sent, with the reference the bank knows it by ("SM-2026-000123"). */
export const SecureMessageSchema = z.object({
  id: z.uuid(),
  reference: z.string().regex(/^SM-\d{4}-\d{6,}$/),
  subject: SecureMessageSubjectSchema,
  body: z.string(),
  /** The account it is about, if any. */
  account: z.object({ id: z.uuid(), number: AccountNumberSchema }).nullable(),
  status: SecureMessageStatusSchema,
  createdAt: z.iso.datetime(),
});
export type SecureMessage = z.infer<typeof SecureMessageSchema>;

/** How many of their messages a customer sees listed: the newest, a conversation's worth. */
export const SECURE_MESSAGES_LISTED = 50;

/** GET /api/reach-us/messages: the customer's own messages, newest first, at most SECURE_MESSAGES_LISTED. */
export const SecureMessageListSchema = z.object({ messages: z.array(SecureMessageSchema) });
export type SecureMessageList = z.infer<typeof SecureMessageListSchema>;
