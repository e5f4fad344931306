import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import { formatMoney, type Statement, type StatementQuery } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { journals, postings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import { dhakaDayStart } from '../limits/periods.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const TYPE_LABELS: Record<string, string> = {
  own: 'Own account transfer',
  within_bank: 'Fund transfer',
  npsb: 'NPSB transfer',
  beftn: 'BEFTN transfer',
  mfs: 'MFS transfer',
  reversal: 'Reversal',
};

/** How a posting reads on the statement: what it was and with whom, from the account's side. */
function describe(journal: typeof journals.$inferSelect, debit: boolean): string {
  const label = TYPE_LABELS[journal.type] ?? journal.details?.label ?? journal.type;
  if (journal.type === 'reversal') return `${label} of transfer to ${journal.toName} (${journal.toNumber})`;
  return debit ? `${label} to ${journal.toName} (${journal.toNumber})` : `${label} from ${journal.fromName}`;
}

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
    rows: rows.map(({ posting, journal }) => ({
      transactionId: journal.transactionId,
      time: posting.createdAt.toISOString(),
      description: describe(journal, posting.amount < 0n),
      remarks: journal.remarks,
      debit: posting.amount < 0n ? formatMoney(-posting.amount) : null,
      credit: posting.amount > 0n ? formatMoney(posting.amount) : null,
      balance: formatMoney(posting.balanceAfter),
    })),
    page: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
  };
}
