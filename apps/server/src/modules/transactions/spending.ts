import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import {
  formatMoney,
  OWN_ACCOUNT_MOVES,
  SPENDING_DAYS,
  type SpendingSummary,
  type TransactionStatus,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { journals } from '../../db/schema/index.ts';
import { dhakaDate, dhakaDayStart } from '../limits/periods.ts';

/** Statuses whose money has left (or is leaving) the customer; failed, reversed and cancelled ones have not. */
const SPENT: TransactionStatus[] = ['SUCCESS', 'PROCESSING', 'PENDING', 'APPROVED'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dhaka dates of the window that ends on `now`'s Dhaka date, oldest first. */
function windowDates(now: Date): string[] {
  const lastStart = dhakaDayStart(dhakaDate(now)).getTime();
  return Array.from({ length: SPENDING_DAYS }, (_, index) =>
    dhakaDate(new Date(lastStart - (SPENDING_DAYS - 1 - index) * DAY_MS)),
  );
}

/**
 * What the customer spent per Dhaka day and per type over the last SPENDING_DAYS days, summed by the database
 * (bigint poisha, exact) over the journals the customer made: one indexed query, whatever the history holds.
 */
export async function spendingSummary(db: Database, customerId: string, now: Date): Promise<SpendingSummary> {
  const dates = windowDates(now);
  const day = sql<string>`to_char(${journals.createdAt} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
  const spent = sql<string>`sum(${journals.amount} + ${journals.charge} + ${journals.vat})::text`;
  const rows = await db
    .select({ day, type: journals.type, spent })
    .from(journals)
    .where(
      and(
        eq(journals.customerId, customerId),
        gte(journals.createdAt, dhakaDayStart(dates[0]!)),
        inArray(journals.status, SPENT),
        notInArray(journals.type, [...OWN_ACCOUNT_MOVES]),
      ),
    )
    .groupBy(day, journals.type);

  const perDay = new Map(dates.map((date) => [date, 0n]));
  const perType = new Map<string, bigint>();
  for (const row of rows) {
    const amount = BigInt(row.spent);
    // A journal dated after `now` (a test clock moved back) is outside the window.
    if (!perDay.has(row.day)) continue;
    perDay.set(row.day, perDay.get(row.day)! + amount);
    perType.set(row.type, (perType.get(row.type) ?? 0n) + amount);
  }
  const total = [...perDay.values()].reduce((sum, amount) => sum + amount, 0n);
  return {
    total: formatMoney(total),
    days: dates.map((date) => ({ date, amount: formatMoney(perDay.get(date)!) })),
    byType: [...perType]
      .sort(([, a], [, b]) => (a === b ? 0 : a > b ? -1 : 1))
      .map(([type, amount]) => ({ type, amount: formatMoney(amount) })),
  };
}
