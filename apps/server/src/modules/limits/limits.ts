import { and, eq, sql } from 'drizzle-orm';
import {
  formatMoney,
  parseMoney,
  TransferTypeSchema,
  type LimitChange,
  type TransactionLimit,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { customerLimits, limitCeilings, limitUsage } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { LimitValues } from './ceilings.ts';
import { limitPeriods } from './periods.ts';

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/** Every type's limits for the customer: own values where lower than the ceiling, with today's and the month's usage. */
export async function listLimits(db: Database, customerId: string, now: Date): Promise<TransactionLimit[]> {
  const { day, month } = limitPeriods(now);
  const [ceilings, own, usage] = await Promise.all([
    db.select().from(limitCeilings),
    db.select().from(customerLimits).where(eq(customerLimits.customerId, customerId)),
    db
      .select()
      .from(limitUsage)
      .where(
        and(
          eq(limitUsage.customerId, customerId),
          sql`(${limitUsage.period} = 'day' and ${limitUsage.periodStart} = ${day}) or (${limitUsage.period} = 'month' and ${limitUsage.periodStart} = ${month})`,
        ),
      ),
  ]);
  return TransferTypeSchema.options.flatMap((type) => {
    const ceiling = ceilings.find((c) => c.type === type);
    if (!ceiling) return [];
    const mine = own.find((l) => l.type === type);
    const today = usage.find((u) => u.type === type && u.period === 'day');
    const thisMonth = usage.find((u) => u.type === type && u.period === 'month');
    const values = effective(ceiling, mine);
    return [
      {
        type,
        minimum: formatMoney(ceiling.minAmount),
        ...formatValues(values),
        ceiling: formatValues(ceiling),
        usage: {
          dailyAmount: formatMoney(today?.amount ?? 0n),
          dailyCount: today?.count ?? 0,
          monthlyAmount: formatMoney(thisMonth?.amount ?? 0n),
        },
      },
    ];
  });
}

function effective(ceiling: LimitValues, own: LimitValues | undefined): LimitValues {
  if (!own) return ceiling;
  return {
    maxPerTransaction: minBig(own.maxPerTransaction, ceiling.maxPerTransaction),
    dailyAmount: minBig(own.dailyAmount, ceiling.dailyAmount),
    dailyCount: Math.min(own.dailyCount, ceiling.dailyCount),
    monthlyAmount: minBig(own.monthlyAmount, ceiling.monthlyAmount),
  };
}

const formatValues = (values: LimitValues) => ({
  maxPerTransaction: formatMoney(values.maxPerTransaction),
  dailyAmount: formatMoney(values.dailyAmount),
  dailyCount: values.dailyCount,
  monthlyAmount: formatMoney(values.monthlyAmount),
});

const valuesOf = (change: LimitChange): LimitValues => ({
  maxPerTransaction: parseMoney(change.maxPerTransaction),
  dailyAmount: parseMoney(change.dailyAmount),
  dailyCount: change.dailyCount,
  monthlyAmount: parseMoney(change.monthlyAmount),
});

/**
 * Checks a change against the bank's ceiling and minimum and tells whether it raises any value above what applies
 * now (raising needs a one-time code; lowering does not).
 */
export async function assessLimitChange(
  db: Database,
  customerId: string,
  change: LimitChange,
): Promise<{ raises: boolean }> {
  const [ceiling] = await db.select().from(limitCeilings).where(eq(limitCeilings.type, change.type));
  if (!ceiling) throw new AppError('NOT_FOUND');
  const [own] = await db
    .select()
    .from(customerLimits)
    .where(and(eq(customerLimits.customerId, customerId), eq(customerLimits.type, change.type)));
  const wanted = valuesOf(change);
  const fields: Record<string, string> = {};
  for (const key of ['maxPerTransaction', 'dailyAmount', 'dailyCount', 'monthlyAmount'] as const) {
    if (wanted[key] > ceiling[key]) fields[key] = 'limits.aboveCeiling';
  }
  if (Object.keys(fields).length > 0) throw new AppError('LIMIT_ABOVE_CEILING', { fields });
  if (wanted.maxPerTransaction < ceiling.minAmount)
    throw new AppError('VALIDATION_FAILED', { fields: { maxPerTransaction: 'limits.belowMinimum' } });
  const now = effective(ceiling, own);
  const raises =
    wanted.maxPerTransaction > now.maxPerTransaction ||
    wanted.dailyAmount > now.dailyAmount ||
    wanted.dailyCount > now.dailyCount ||
    wanted.monthlyAmount > now.monthlyAmount;
  return { raises };
}

/** Stores the customer's own limits for a type (already assessed). */
export async function saveLimit(
  db: Database,
  customerId: string,
  change: LimitChange,
  now: Date,
): Promise<void> {
  const values = { ...valuesOf(change), updatedAt: now };
  await db
    .insert(customerLimits)
    .values({ customerId, type: change.type, ...values })
    .onConflictDoUpdate({ target: [customerLimits.customerId, customerLimits.type], set: values });
}
