import { z } from 'zod';
import { RechargeConnectionSchema, type RechargeConnection } from './transaction-kinds.ts';
import { MoneySchema, tryParseMoney } from './money.ts';

/** Bangladesh's mobile operators, told apart by the first three digits of an 11-digit number. */
export const RechargeOperatorSchema = z.enum(['grameenphone', 'robi', 'airtel', 'banglalink', 'teletalk']);
export type RechargeOperator = z.infer<typeof RechargeOperatorSchema>;

type AmountRange = { min: bigint; max: bigint };
const taka = (whole: bigint) => whole * 100n;
const PREPAID: AmountRange = { min: taka(10n), max: taka(1_000n) };
const POSTPAID: AmountRange = { min: taka(50n), max: taka(5_000n) };

/**
 * Each operator's prefixes and what one recharge may be, in whole taka (our rules, in the spirit of the
 * operators' own): prepaid 10 to 1,000 taka; postpaid 50 to 5,000 taka (Teletalk postpaid up to 2,500).
 */
export const MOBILE_OPERATORS = {
  grameenphone: { name: 'Grameenphone', prefixes: ['017', '013'], prepaid: PREPAID, postpaid: POSTPAID },
  robi: { name: 'Robi', prefixes: ['018'], prepaid: PREPAID, postpaid: POSTPAID },
  airtel: { name: 'Airtel', prefixes: ['016'], prepaid: PREPAID, postpaid: POSTPAID },
  banglalink: { name: 'Banglalink', prefixes: ['019', '014'], prepaid: PREPAID, postpaid: POSTPAID },
  teletalk: {
    name: 'Teletalk',
    prefixes: ['015'],
    prepaid: PREPAID,
    postpaid: { min: taka(50n), max: taka(2_500n) },
  },
} as const satisfies Record<
  RechargeOperator,
  { name: string; prefixes: readonly string[]; prepaid: AmountRange; postpaid: AmountRange }
>;

/** The operator of a mobile number by its prefix (017 -> Grameenphone), or null for any other prefix. */
export function operatorOf(mobileNumber: string): RechargeOperator | null {
  const prefix = mobileNumber.slice(0, 3);
  return (
    RechargeOperatorSchema.options.find((operator) =>
      (MOBILE_OPERATORS[operator].prefixes as readonly string[]).includes(prefix),
    ) ?? null
  );
}

/** What one recharge of `connection` at `operator` may be, in poisha. */
export const rechargeRange = (operator: RechargeOperator, connection: RechargeConnection): AmountRange =>
  MOBILE_OPERATORS[operator][connection];

/**
 * Why `amount` cannot recharge this number, as a message key; null when it can, or when the number or the amount
 * is malformed (their own rules say so). Recharges are whole taka within the operator's range.
 */
export function rechargeAmountIssue(
  mobileNumber: string,
  connection: RechargeConnection,
  amount: string,
): 'recharge.wholeTaka' | 'recharge.outOfRange' | null {
  const operator = operatorOf(mobileNumber);
  const poisha = tryParseMoney(amount);
  if (!operator || poisha === null) return null;
  if (poisha % 100n !== 0n) return 'recharge.wholeTaka';
  const { min, max } = rechargeRange(operator, connection);
  return poisha < min || poisha > max ? 'recharge.outOfRange' : null;
}

/** GET /api/mobile-recharge/recent: the numbers the customer recharged lately, the latest recharge of each. */
export const RecentRechargeSchema = z.object({
  mobileNumber: z.string(),
  operator: RechargeOperatorSchema.nullable(),
  connectionType: RechargeConnectionSchema,
  amount: MoneySchema,
  transactionId: z.string(),
  rechargedAt: z.iso.datetime(),
});
export type RecentRecharge = z.infer<typeof RecentRechargeSchema>;
export const RecentRechargeListSchema = z.object({ recharges: z.array(RecentRechargeSchema) });
