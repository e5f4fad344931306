import { desc, eq, sql } from 'drizzle-orm';
import {
  bankDateOf,
  SECURE_MESSAGES_LISTED,
  type SecureMessage,
  type SecureMessageSubject,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, notifications, secureMessages, type SecureMessageRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import { customerTexts } from '../languages/texts.ts';

/** What the customer calls each subject, for the acknowledgement (stored in English: decision 023). */
type Input = { subject: SecureMessageSubject; body: string; accountId: string | null };

const toSecureMessage = (row: SecureMessageRow, accountNumber: string | null): SecureMessage => ({
  id: row.id,
  reference: row.reference,
  subject: row.subject,
  body: row.body,
  account: row.accountId && accountNumber ? { id: row.accountId, number: accountNumber } : null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a secure message from the customer under a new reference ("SM-2026-000123": the bank's year, then a
 * bank-wide counter of at least six digits) and acknowledges it with a notification, in one transaction. The
 * account, when named, must be the customer's own: an unknown or foreign id is NOT_FOUND on `accountId`.
 */
export async function sendSecureMessage(
  db: Database,
  customerId: string,
  input: Input,
  now: Date,
): Promise<SecureMessage> {
  const account = input.accountId ? await findCustomerAccount(db, customerId, input.accountId) : null;
  if (input.accountId && !account)
    throw new AppError('NOT_FOUND', {
      message: 'None of your accounts has this id.',
      fields: { accountId: 'secureMessage.accountUnknown' },
    });
  const year = bankDateOf(now).slice(0, 4);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(secureMessages)
      .values({
        customerId,
        reference: sql`(SELECT ${`SM-${year}-`} || lpad(n::text, greatest(6, length(n::text)), '0')
          FROM nextval('secure_message_numbers') AS n)`,
        subject: input.subject,
        body: input.body,
        accountId: account?.id ?? null,
        createdAt: now,
      })
      .returning();
    const { t } = await customerTexts(tx, customerId);
    await tx.insert(notifications).values({
      customerId,
      category: 'TRANSACTIONAL',
      messageTitle: t('messages.secureMessage.title'),
      messageText: t('messages.secureMessage.text', {
        subject: t(`messages.secureMessage.subjects.${input.subject}`),
        reference: row!.reference,
      }),
      createdAt: now,
    });
    return toSecureMessage(row!, account?.number ?? null);
  });
}

/** The customer's own secure messages, newest first (the newest SECURE_MESSAGES_LISTED). */
export async function listSecureMessages(db: Database, customerId: string): Promise<SecureMessage[]> {
  const rows = await db
    .select({ message: secureMessages, accountNumber: accounts.number })
    .from(secureMessages)
    .leftJoin(accounts, eq(accounts.id, secureMessages.accountId))
    .where(eq(secureMessages.customerId, customerId))
    .orderBy(desc(secureMessages.createdAt), desc(secureMessages.reference))
    .limit(SECURE_MESSAGES_LISTED);
  return rows.map(({ message, accountNumber }) => toSecureMessage(message, accountNumber));
}
