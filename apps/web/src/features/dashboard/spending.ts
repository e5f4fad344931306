import { parseMoney, type SpendingSummary } from '@taka/contracts';

export type SpendingDay = { date: string; amount: bigint };
export type Spending = {
  total: bigint;
  /** One entry per day of the window, oldest first. */
  days: SpendingDay[];
  /** Per transaction type, largest first. */
  byType: { type: string; amount: bigint }[];
};

const inPoisha = <T extends { amount: string }>(entry: T) => ({ ...entry, amount: parseMoney(entry.amount) });

/** The server's summary with its amounts as bigint poisha, for drawing and formatting. */
export function spendingInPoisha(summary: SpendingSummary): Spending {
  return {
    total: parseMoney(summary.total),
    days: summary.days.map(inPoisha),
    byType: summary.byType.map(inPoisha),
  };
}

/** A share of `whole` in [0, 1] for drawing, computed in bigint and turned into a number only at the end. */
export function fractionOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 10_000n) / whole) / 10_000;
}
