import { z } from 'zod';
import { DateOfBirthSchema } from './dates.ts';
import { AmountSchema } from './money.ts';

/*
 * The payloads of card service requests (decision 033): each one names a card of the customer's (404 when foreign).
 * SERVICE_REQUEST_PAYLOADS (service-requests.ts) lists them with the other types.
 */

const CardIdSchema = z.uuid('cards.cardRequired');
const BranchSchema = z
  .string('serviceRequests.branchRequired')
  .regex(/^\d{9}$/, 'serviceRequests.branchRequired');
/** A statement month, "2026-10". */
const MonthSchema = z.string('cards.monthRequired').regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'cards.monthRequired');

export const EMI_TENORS = [3, 6, 12, 24] as const;
const TenorSchema = z.union(
  EMI_TENORS.map((n) => z.literal(n)),
  'cards.tenorRequired',
);
/** The yearly EMI rate in basis points by tenor (3 months interest-free). */
export const EMI_RATES_BPS: Record<(typeof EMI_TENORS)[number], number> = {
  3: 0,
  6: 900,
  12: 1200,
  24: 1500,
};
/** The smallest purchase that can be converted, in poisha (BDT 5,000). */
export const EMI_MIN_AMOUNT = 500_000n;

export type EmiPlan = { instalment: bigint; lastInstalment: bigint; totalInterest: bigint; total: bigint };

/** Rounds a non-negative fraction to the nearest integer, half up. */
const roundDiv = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/**
 * The monthly instalments of `principal` poisha over `tenor` months at `rateBps` a year, reducing balance, in exact
 * integer arithmetic: the level instalment P·r·(1+r)^n / ((1+r)^n − 1) with r = bps / 120000, rounded to the
 * poisha; each month's interest is rounded too, and the last instalment settles what is left, so the instalments
 * add up to principal plus interest exactly.
 */
export function emiPlan(principal: bigint, tenor: number, rateBps: number): EmiPlan {
  const n = BigInt(tenor);
  const bps = BigInt(rateBps);
  const base = 120_000n;
  const instalment =
    bps === 0n
      ? (principal + n - 1n) / n
      : roundDiv(principal * bps * (base + bps) ** n, base * ((base + bps) ** n - base ** n));
  let balance = principal;
  let totalInterest = 0n;
  let last = 0n;
  for (let month = 1n; month <= n; month++) {
    const interest = roundDiv(balance * bps, base);
    totalInterest += interest;
    if (month === n) last = balance + interest;
    else balance -= instalment - interest;
  }
  return { instalment, lastInstalment: last, totalInterest, total: principal + totalInterest };
}

/** Converts a credit-card purchase (its transaction id on the receipt) into monthly instalments. */
export const CardEmiConversionPayloadSchema = z.object({
  cardId: CardIdSchema,
  transactionId: z.string('cards.purchaseRequired').regex(/^TK[0-9A-Z]{12}$/, 'cards.purchaseRequired'),
  tenor: TenorSchema,
});

export const SUPPLEMENTARY_RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling'] as const;
/** A supplementary credit card for a family member on the customer's card account. */
export const SupplementaryCardPayloadSchema = z.object({
  cardId: CardIdSchema,
  fullName: z.string('cards.nameRequired').trim().min(2, 'cards.nameRequired').max(60, 'cards.nameRequired'),
  relationship: z.enum(SUPPLEMENTARY_RELATIONSHIPS, 'cards.relationshipRequired'),
  dateOfBirth: DateOfBirthSchema,
});

export const CARD_PRODUCTS = ['classic', 'gold', 'platinum', 'signature'] as const;
/** Moves a credit card to another product. */
export const CardUpgradePayloadSchema = z.object({
  cardId: CardIdSchema,
  product: z.enum(CARD_PRODUCTS, 'cards.productRequired'),
});

/** A card cheque drawn on the credit limit, payable to `payeeName`. */
export const CardChequePayloadSchema = z.object({
  cardId: CardIdSchema,
  amount: AmountSchema,
  payeeName: z.string('cards.nameRequired').trim().min(2, 'cards.nameRequired').max(60, 'cards.nameRequired'),
});

/** A printed card statement of a month, collected at a branch. */
export const CardHardCopyStatementPayloadSchema = z.object({
  cardId: CardIdSchema,
  month: MonthSchema,
  branch: BranchSchema,
});

/** A card statement of a month sent by e-mail. */
export const CardEmailStatementPayloadSchema = z.object({ cardId: CardIdSchema, month: MonthSchema });

export const CARD_REISSUE_REASONS = ['lost', 'stolen', 'damaged', 'expiring'] as const;
/** A new card in place of this one, collected at a branch: completing it closes the old card. */
export const CardReissuePayloadSchema = z.object({
  cardId: CardIdSchema,
  reason: z.enum(CARD_REISSUE_REASONS, 'cards.reasonRequired'),
  branch: BranchSchema,
});

/** Moves part of one credit card's limit to another of the customer's credit cards. */
export const CardLimitTransferPayloadSchema = z
  .object({ cardId: CardIdSchema, toCardId: CardIdSchema, amount: AmountSchema })
  .refine((p) => p.cardId !== p.toCardId, { message: 'cards.sameCard', path: ['toCardId'] });

/** Blocks or unblocks the USD (international) endorsement of a credit card. */
export const CardUsdEndorsementPayloadSchema = z.object({
  cardId: CardIdSchema,
  action: z.enum(['block', 'unblock'], 'cards.actionRequired'),
});

/** Asks for a credit card's limit to be set anew (the bank reviews it). */
export const CardLimitRearrangementPayloadSchema = z.object({ cardId: CardIdSchema, newLimit: AmountSchema });

/** A loan against a credit card's limit, repaid over a tenor. */
export const CardLoanPayloadSchema = z.object({
  cardId: CardIdSchema,
  amount: AmountSchema,
  tenor: TenorSchema,
});

/** A virtual debit card on a savings or current account, issued when the request completes. */
export const VirtualCardPayloadSchema = z.object({ accountId: z.uuid('serviceRequests.accountRequired') });
