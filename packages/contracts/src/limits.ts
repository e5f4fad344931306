import { z } from 'zod';
import { AmountSchema, MoneySchema, parseMoney } from './money.ts';
import { OtpCodeSchema } from './transactions.ts';
import { TransferTypeSchema } from './transaction-kinds.ts';

const LimitValuesSchema = z.object({
  maxPerTransaction: MoneySchema,
  dailyAmount: MoneySchema,
  dailyCount: z.number().int(),
  monthlyAmount: MoneySchema,
});

/**
 * The customer's limit for one transaction type. The bank sets `minimum` and the `ceiling`; the customer may lower
 * the four values and raise them back up to the ceiling (raising needs a one-time code). `usage` is what today and
 * this month (Asia/Dhaka) have used so far.
 */
export const TransactionLimitSchema = LimitValuesSchema.extend({
  type: TransferTypeSchema,
  minimum: MoneySchema,
  ceiling: LimitValuesSchema,
  usage: z.object({ dailyAmount: MoneySchema, dailyCount: z.number().int(), monthlyAmount: MoneySchema }),
});
export type TransactionLimit = z.infer<typeof TransactionLimitSchema>;

/** GET /api/transaction-limits */
export const TransactionLimitListSchema = z.object({ limits: z.array(TransactionLimitSchema) });
export type TransactionLimitList = z.infer<typeof TransactionLimitListSchema>;

/** New values for one type; per transaction <= daily <= monthly. POST .../otp takes the same body. */
export const LimitChangeSchema = z
  .object({
    type: TransferTypeSchema,
    maxPerTransaction: AmountSchema,
    dailyAmount: AmountSchema,
    dailyCount: z.number().int().min(1).max(10_000),
    monthlyAmount: AmountSchema,
  })
  .refine((v) => parseMoney(v.maxPerTransaction) <= parseMoney(v.dailyAmount), {
    message: 'limits.perTransactionAboveDaily',
    path: ['maxPerTransaction'],
  })
  .refine((v) => parseMoney(v.dailyAmount) <= parseMoney(v.monthlyAmount), {
    message: 'limits.dailyAboveMonthly',
    path: ['dailyAmount'],
  });
export type LimitChange = z.output<typeof LimitChangeSchema>;

/** PUT /api/transaction-limits: lowering applies at once; raising any value needs the code of a challenge. */
export const UpdateLimitRequestSchema = z.object({
  limit: LimitChangeSchema,
  challengeId: z.uuid().optional(),
  code: OtpCodeSchema.optional(),
});
export type UpdateLimitRequest = z.input<typeof UpdateLimitRequestSchema>;
