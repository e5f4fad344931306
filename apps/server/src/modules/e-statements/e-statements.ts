import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, formatDate, type EStatementSubscription } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  credentials,
  customers,
  eStatementDeliveries,
  eStatementSubscriptions,
  notifications,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import { maskNumber } from '../activity/record.ts';
import { textsIn } from '../languages/texts.ts';
import { dhakaDate } from '../limits/periods.ts';
import { writeToOutbox } from '../messaging/channel.ts';
import { STATEMENT_DOWNLOAD_MAX_ROWS, statementFileName } from '../statement/download.ts';
import { statementOf } from '../statement/statement.ts';
import { renderStatementPdf } from '../statement/statement-pdf.ts';

/** The accounts a monthly e-statement is offered on. */
export const E_STATEMENT_KINDS: readonly string[] = ['savings', 'current'];
const BATCH = 20;

/** The customer's subscriptions, each with the e-mail the statement goes to. */
export async function listEStatements(db: Database, customerId: string): Promise<EStatementSubscription[]> {
  const rows = await db
    .select({ subscription: eStatementSubscriptions, number: accounts.number, email: credentials.email })
    .from(eStatementSubscriptions)
    .innerJoin(accounts, eq(accounts.id, eStatementSubscriptions.accountId))
    .innerJoin(credentials, eq(credentials.customerId, eStatementSubscriptions.customerId))
    .where(and(eq(eStatementSubscriptions.customerId, customerId), eq(accounts.customerId, customerId)))
    .orderBy(asc(accounts.number));
  return rows.map(({ subscription, number, email }) => ({
    accountId: subscription.accountId,
    accountNumber: number,
    email,
    subscribedAt: subscription.createdAt.toISOString(),
  }));
}

/** Subscribes one of the customer's savings or current accounts (again: no change); a foreign id is NOT_FOUND. */
export async function subscribeEStatement(db: Database, customerId: string, accountId: string, now: Date) {
  const account = await findCustomerAccount(db, customerId, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  if (!E_STATEMENT_KINDS.includes(account.kind) || account.status !== 'active')
    throw new AppError('ACCOUNT_NOT_ELIGIBLE', {
      message: 'E-statements are sent for savings and current accounts.',
    });
  await db
    .insert(eStatementSubscriptions)
    .values({ accountId, customerId, createdAt: now })
    .onConflictDoNothing();
  return listEStatements(db, customerId);
}

/** Ends the subscription of one of the customer's accounts (none: no change); a foreign id is NOT_FOUND. */
export async function unsubscribeEStatement(db: Database, customerId: string, accountId: string) {
  if (!(await findCustomerAccount(db, customerId, accountId))) throw new AppError('NOT_FOUND');
  await db
    .delete(eStatementSubscriptions)
    .where(
      and(
        eq(eStatementSubscriptions.accountId, accountId),
        eq(eStatementSubscriptions.customerId, customerId),
      ),
    );
  return listEStatements(db, customerId);
}

/** The Dhaka calendar month before the one `now` falls in: its first and last day. */
export function previousMonth(now: Date): { from: string; to: string } {
  const firstOfThis = `${dhakaDate(now).slice(0, 7)}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * The monthly e-statement job (decision 036), as of `now`: every subscribed account whose last month's statement
 * has not been sent gets it, rendered by the statement PDF code and written to the outbox in the transaction that
 * records it sent. Subscriptions are claimed FOR UPDATE SKIP LOCKED and the (account, month) key is unique, so
 * running it twice, or on two servers at once, sends each statement once. `customerId` limits it (the dev route).
 */
export async function runEStatements(db: Database, now: Date, options: { customerId?: string } = {}) {
  const month = previousMonth(now);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          accountId: eStatementSubscriptions.accountId,
          customerId: eStatementSubscriptions.customerId,
          branch: accounts.branch,
          fullName: customers.fullName,
          language: customers.language,
          email: credentials.email,
        })
        .from(eStatementSubscriptions)
        .innerJoin(accounts, eq(accounts.id, eStatementSubscriptions.accountId))
        .innerJoin(customers, eq(customers.id, eStatementSubscriptions.customerId))
        .innerJoin(credentials, eq(credentials.customerId, eStatementSubscriptions.customerId))
        .where(
          and(
            eq(accounts.customerId, eStatementSubscriptions.customerId),
            options.customerId ? eq(eStatementSubscriptions.customerId, options.customerId) : undefined,
            sql`not exists (select 1 from ${eStatementDeliveries} d
              where d.account_id = ${eStatementSubscriptions.accountId} and d.month = ${month.from}::date)`,
          ),
        )
        .orderBy(asc(eStatementSubscriptions.accountId))
        .limit(BATCH)
        .for('update', { of: eStatementSubscriptions, skipLocked: true });
      for (const subscription of due) {
        const fresh = await tx
          .insert(eStatementDeliveries)
          .values({ accountId: subscription.accountId, month: month.from, sentAt: now })
          .onConflictDoNothing()
          .returning();
        if (fresh.length === 0) continue;
        const statement = await statementOf(tx, subscription.customerId, {
          accountId: subscription.accountId,
          ...month,
          page: 0,
          size: STATEMENT_DOWNLOAD_MAX_ROWS,
        });
        const texts = textsIn(subscription.language);
        const pdf = await renderStatementPdf(statement, subscription, now, texts);
        const values = {
          name: subscription.fullName,
          account: maskNumber(statement.account.number),
          from: formatDate(month.from, texts.language),
          to: formatDate(month.to, texts.language),
        };
        await writeToOutbox(
          tx,
          {
            channel: 'email',
            to: subscription.email,
            purpose: 'e-statement',
            text: texts.t('messages.eStatement.email', values),
            attachment: { name: statementFileName(statement, 'pdf'), type: 'application/pdf', content: pdf },
          },
          now,
        );
        await tx.insert(notifications).values({
          customerId: subscription.customerId,
          category: 'TRANSACTIONAL',
          messageTitle: texts.t('messages.eStatement.title'),
          messageText: texts.t('messages.eStatement.text', values),
          link: '/dashboard/e-statement',
          useRouter: true,
          createdAt: now,
        });
        sent += 1;
      }
      return due.length;
    });
    if (claimed < BATCH) return { sent };
  }
}
