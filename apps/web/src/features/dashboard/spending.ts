import { DateTime } from 'luxon';
import { parseMoney, type ListedTransaction, type TransactionStatus } from '@taka/contracts';
import { BANK_TIME_ZONE } from '@/shared/banking/dates';

export const SPENDING_DAYS = 30;

/** Statuses whose money has left (or is leaving) the customer; failed, reversed and cancelled ones have not. */
const SPENT: ReadonlySet<TransactionStatus> = new Set(['SUCCESS', 'PROCESSING', 'PENDING', 'APPROVED']);
/** Moving money between one's own accounts is not spending. */
const NOT_SPENDING = new Set(['own']);

export type SpendingDay = { date: string; amount: bigint };
type SpendingByType = { type: string; amount: bigint };
type SpendingSummary = {
  total: bigint;
  /** One entry per day of the window, oldest first, zero where nothing was spent. */
  days: SpendingDay[];
  /** Per transaction type, largest first. */
  byType: SpendingByType[];
};

/** The first instant of the window that ends today (bank time), for asking the server. */
export function spendingWindowStart(today: DateTime): DateTime {
  return today
    .setZone(BANK_TIME_ZONE)
    .startOf('day')
    .minus({ days: SPENDING_DAYS - 1 });
}

/** What the customer spent per day and per type over the last 30 days (grand totals, bigint poisha). */
export function summarizeSpending(transactions: ListedTransaction[], today: DateTime): SpendingSummary {
  const start = spendingWindowStart(today);
  const perDay = new Map<string, bigint>();
  for (let offset = 0; offset < SPENDING_DAYS; offset++)
    perDay.set(start.plus({ days: offset }).toISODate()!, 0n);
  const perType = new Map<string, bigint>();
  let total = 0n;

  for (const transaction of transactions) {
    if (transaction.direction === 'received') continue;
    if (!SPENT.has(transaction.transactionStatus) || NOT_SPENDING.has(transaction.type)) continue;
    const day = DateTime.fromISO(transaction.transactionTime, { zone: BANK_TIME_ZONE }).toISODate()!;
    const spentThatDay = perDay.get(day);
    if (spentThatDay === undefined) continue;
    const amount = parseMoney(transaction.grandTotalAmount);
    perDay.set(day, spentThatDay + amount);
    perType.set(transaction.type, (perType.get(transaction.type) ?? 0n) + amount);
    total += amount;
  }

  return {
    total,
    days: [...perDay].map(([date, amount]) => ({ date, amount })),
    byType: [...perType]
      .map(([type, amount]) => ({ type, amount }))
      .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1)),
  };
}

/** A share of `whole` in [0, 1] for drawing, computed in bigint and turned into a number only at the end. */
export function fractionOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 10_000n) / whole) / 10_000;
}
