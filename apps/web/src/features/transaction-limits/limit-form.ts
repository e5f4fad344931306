import { z } from 'zod';
import { LimitChangeSchema, parseMoney, type LimitChange, type TransactionLimit } from '@taka/contracts';

export const AMOUNT_FIELDS = ['maxPerTransaction', 'dailyAmount', 'monthlyAmount'] as const;

type LimitFormValues = {
  type: TransactionLimit['type'];
  maxPerTransaction: string;
  dailyAmount: string;
  dailyCount: string;
  monthlyAmount: string;
};

export const limitFormValues = (limit: TransactionLimit): LimitFormValues => ({
  type: limit.type,
  maxPerTransaction: limit.maxPerTransaction,
  dailyAmount: limit.dailyAmount,
  dailyCount: String(limit.dailyCount),
  monthlyAmount: limit.monthlyAmount,
});

/**
 * The contract's limit change (amounts, per transaction <= daily <= monthly), from text fields, and within what
 * the bank allows for this type: its minimum per transaction and its ceilings.
 */
export function limitFormSchema(limit: TransactionLimit) {
  return z
    .object({
      type: z.literal(limit.type),
      maxPerTransaction: z.string(),
      dailyAmount: z.string(),
      dailyCount: z.string().regex(/^[1-9]\d{0,4}$/, 'limits.countInvalid'),
      monthlyAmount: z.string(),
    })
    .transform(({ dailyCount, ...values }) => ({ ...values, dailyCount: Number(dailyCount) }))
    .pipe(
      LimitChangeSchema.superRefine((change, context) => {
        for (const field of AMOUNT_FIELDS)
          if (parseMoney(change[field]) > parseMoney(limit.ceiling[field]))
            context.addIssue({ code: 'custom', message: 'limits.aboveCeiling', path: [field] });
        if (change.dailyCount > limit.ceiling.dailyCount)
          context.addIssue({ code: 'custom', message: 'limits.aboveCeiling', path: ['dailyCount'] });
        if (parseMoney(change.maxPerTransaction) < parseMoney(limit.minimum))
          context.addIssue({ code: 'custom', message: 'limits.belowMinimum', path: ['maxPerTransaction'] });
      }),
    );
}

/** Does the change raise any value above what applies now? Raising needs a one-time code; lowering does not. */
export function raisesLimit(change: LimitChange, limit: TransactionLimit): boolean {
  return (
    AMOUNT_FIELDS.some((field) => parseMoney(change[field]) > parseMoney(limit[field])) ||
    change.dailyCount > limit.dailyCount
  );
}
