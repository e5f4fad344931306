import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import { formatMoney, type JournalType, type Statement, type StatementQuery } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { journals, postings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import { dhakaDayStart } from '../limits/periods.ts';
import { counterpartOf } from '../transactions/receipts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One account's postings between two Dhaka dates, oldest first, with the balance after each. Rows are ordered by
 * posting id (the order balances moved in), so opening + rows = closing exactly; opening and closing come from the
 * rows' own balance_after: no sums over history.
 */
export async function statementOf(
  db: Database,
  customerId: string,
  query: Required<Pick<StatementQuery, 'accountId' | 'from' | 'to'>> & { page: number; size: number },
): Promise<Statement> {
  const account = await findCustomerAccount(db, customerId, query.accountId);
  if (!account) throw new AppError('NOT_FOUND');
  const start = dhakaDayStart(query.from);
  const end = new Date(dhakaDayStart(query.to).getTime() + DAY_MS);
  const inRange = and(
    eq(postings.accountId, account.id),
    gte(postings.createdAt, start),
    lt(postings.createdAt, end),
  );
  const edge = (order: typeof asc) =>
    db
      .select({ amount: postings.amount, balanceAfter: postings.balanceAfter })
      .from(postings)
      .where(inRange)
      .orderBy(order(postings.id))
      .limit(1);

  const [[first], [last], [total], [before], rows] = await Promise.all([
    edge(asc),
    edge(desc),
    db.select({ n: count() }).from(postings).where(inRange),
    db
      .select({ balanceAfter: postings.balanceAfter })
      .from(postings)
      .where(and(eq(postings.accountId, account.id), lt(postings.createdAt, start)))
      .orderBy(desc(postings.id))
      .limit(1),
    db
      .select({ posting: postings, journal: journals })
      .from(postings)
      .innerJoin(journals, eq(journals.id, postings.journalId))
      .where(inRange)
      .orderBy(asc(postings.id))
      .limit(query.size)
      .offset(query.page * query.size),
  ]);
  const opening = first ? first.balanceAfter - first.amount : (before?.balanceAfter ?? 0n);
  const closing = last ? last.balanceAfter : opening;
  const totalElements = total?.n ?? 0;
  return {
    account: {
      id: account.id,
      number: account.number,
      title: account.title,
      productName: account.productName,
    },
    from: query.from,
    to: query.to,
    openingBalance: formatMoney(opening),
    closingBalance: formatMoney(closing),
    rows: rows.map(({ posting, journal }) => {
      const direction = posting.amount < 0n ? 'debit' : 'credit';
      return {
        transactionId: journal.transactionId,
        time: posting.createdAt.toISOString(),
        type: journal.type as JournalType,
        direction,
        counterpart: counterpartOf(journal, direction),
        remarks: journal.remarks,
        debit: direction === 'debit' ? formatMoney(-posting.amount) : null,
        credit: direction === 'credit' ? formatMoney(posting.amount) : null,
        balance: formatMoney(posting.balanceAfter),
      };
    }),
    page: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
  };
}
