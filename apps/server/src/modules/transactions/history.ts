import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { parseMoney, type TransactionHistory, type TransactionHistoryFilters } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, journals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import { dhakaDayStart } from '../limits/periods.ts';
import { counterpartOf, receiptOf } from './receipts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Page = { cursor?: string; size: number };

/** `%text%` for ILIKE, with the pattern's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters on a journal `j` (the posting's time `p.created_at` carries the date range and the cursor). */
function conditions(filters: TransactionHistoryFilters, cursor: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (filters.from)
    where.push(sql`p.created_at >= ${dhakaDayStart(filters.from).toISOString()}::timestamptz`);
  if (filters.to)
    where.push(
      sql`p.created_at < ${new Date(dhakaDayStart(filters.to).getTime() + DAY_MS).toISOString()}::timestamptz`,
    );
  if (cursor) {
    const [micros, id] = cursor.split('.');
    where.push(
      sql`(p.created_at, p.journal_id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::bigint)`,
    );
  }
  if (filters.type) where.push(sql`j.type = ${filters.type}`);
  if (filters.status) where.push(sql`j.status = ${filters.status}`);
  if (filters.minAmount) where.push(sql`j.amount >= ${parseMoney(filters.minAmount).toString()}::bigint`);
  if (filters.maxAmount) where.push(sql`j.amount <= ${parseMoney(filters.maxAmount).toString()}::bigint`);
  if (filters.q) {
    const pattern = containing(filters.q);
    where.push(
      // what a row shows: its sides (an own transfer's are its accounts' products), remarks and reference
      sql`(j.to_name ilike ${pattern} or j.to_number ilike ${pattern} or j.from_name ilike ${pattern}
        or j.from_number ilike ${pattern} or j.remarks ilike ${pattern} or j.transaction_id ilike ${pattern}
        or j.details->>'toProduct' ilike ${pattern} or j.details->>'fromProduct' ilike ${pattern})`,
    );
  }
  return where;
}

/**
 * The page's one query over the given accounts (already the customer's): each account's postings newest first on
 * (account, time, journal), cut at one page, merged and cut again; one row more than the page tells a next page.
 */
export function historyPageQuery(
  db: Database,
  accountIds: string[],
  filters: TransactionHistoryFilters,
  page: Page,
) {
  const limit = page.size + 1;
  const where = conditions(filters, page.cursor);
  const ids = sql.join(
    accountIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const candidates = sql`select x.journal_id from unnest(array[${ids}]) as a(id) cross join lateral (
      select p.journal_id from postings p join journals j on j.id = p.journal_id
      where ${sql.join([sql`p.account_id = a.id`, ...where], sql` and `)}
      order by p.created_at desc, p.journal_id desc limit ${limit}) x`;

  return db
    .select({
      journal: journals,
      micros: sql<string>`(extract(epoch from ${journals.createdAt}) * 1000000)::bigint::text`,
    })
    .from(journals)
    .where(sql`${journals.id} in (${candidates})`)
    .orderBy(desc(journals.createdAt), desc(journals.id))
    .limit(limit);
}

/**
 * Every transaction that moved money on the customer's accounts (all of them, or the one `accountId` names), newest
 * first, keyset-paged on (time, journal). Every transaction a customer makes posts on their own account (a failed
 * one is posted and reversed), so the postings find the transactions they sent and the ones they received.
 */
export async function transactionHistory(
  db: Database,
  customerId: string,
  filters: TransactionHistoryFilters,
  page: Page,
): Promise<TransactionHistory> {
  let accountIds: string[];
  if (filters.accountId) {
    const account = await findCustomerAccount(db, customerId, filters.accountId);
    if (!account) throw new AppError('NOT_FOUND');
    accountIds = [account.id];
  } else {
    const own = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.customerId, customerId));
    accountIds = own.map((account) => account.id);
  }
  if (accountIds.length === 0) return { transactions: [], nextCursor: null };

  const rows = await historyPageQuery(db, accountIds, filters, page);
  const shown = rows.slice(0, page.size);
  const last = shown.at(-1);
  return {
    transactions: shown.map(({ journal }) => {
      const sent = journal.customerId === customerId;
      return {
        ...receiptOf(journal),
        direction: sent ? ('sent' as const) : ('received' as const),
        counterpart: counterpartOf(journal, sent ? 'debit' : 'credit'),
      };
    }),
    nextCursor: rows.length > page.size && last ? `${last.micros}.${last.journal.id}` : null,
  };
}
