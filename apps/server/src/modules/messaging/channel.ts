import { desc, eq } from 'drizzle-orm';
import type { FormatLanguage } from '@taka/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/** A customer messages go to: their mobile, in the language they chose. */
export type Recipient = { mobileNumber: string; language: FormatLanguage };

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  to: string;
  /** What the message is about, e.g. `sign-up`, `reset-password`, `account-locked`. */
  purpose: string;
  text: string;
  /** The one-time code the text carries, if any. */
  code?: string;
  /** A file an e-mail carries (an e-statement's PDF). */
  attachment?: { name: string; type: string; content: Buffer };
};

/** Writes one message to the outbox with `db`, which may be a transaction: it is sent only if that commits. */
export async function writeToOutbox(db: Database, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    recipient: message.to,
    purpose: message.purpose,
    body: message.text,
    code: message.code ?? null,
    attachmentName: message.attachment?.name ?? null,
    attachmentType: message.attachment?.type ?? null,
    attachment: message.attachment?.content ?? null,
    createdAt: now,
  });
}

/** How messages reach customers. Production plugs an SMS gateway in here; the outbox channel is the default. */
export interface MessageChannel {
  send(message: OutgoingMessage): Promise<void>;
}

/** Writes every message to the outbox table, from where a delivery worker (or a developer) picks it up. */
export function outboxChannel(db: Database, clock: Clock): MessageChannel {
  return {
    send: (message) => writeToOutbox(db, message, clock.now()),
  };
}

/** The newest outbox messages, optionally only those to one recipient. */
export async function listOutbox(db: Database, options: { to?: string | undefined; limit: number }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(options.to ? eq(outboxMessages.recipient, options.to) : undefined)
    .orderBy(desc(outboxMessages.seq))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    purpose: row.purpose,
    text: row.body,
    code: row.code,
    attachment:
      row.attachmentName && row.attachment
        ? { name: row.attachmentName, type: row.attachmentType ?? '', size: row.attachment.length }
        : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
