import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { AmountSchema, MoneySchema } from './money.ts';
import { OtpCodeSchema } from './transactions.ts';

/*
 * Fixed deposits (FDR, issue 19, decision 034). The maturity arithmetic is here, in poisha, so the form's preview
 * and the server's posting are the same computation.
 */

export const FDR_TENORS = [1, 3, 6, 12, 24, 36] as const;
export type FdrTenor = (typeof FDR_TENORS)[number];
export const FdrTenorSchema = z.union(
  FDR_TENORS.map((n) => z.literal(n)),
  'fdr.tenorRequired',
);

/** At maturity: renew the principal (interest credited), renew principal and interest, or credit both. */
export const FDR_INSTRUCTIONS = [
  'renew_principal',
  'renew_principal_and_interest',
  'credit_to_account',
] as const;
export const FdrInstructionSchema = z.enum(FDR_INSTRUCTIONS, 'fdr.instructionRequired');
export type FdrInstruction = z.infer<typeof FdrInstructionSchema>;

/**
 * A term's interest: principal x yearly rate (basis points) x months / 12, simple interest, rounded half up to the
 * poisha once, on the whole term.
 */
export function fdrInterest(principal: bigint, rateBps: number, months: number): bigint {
  const numerator = principal * BigInt(rateBps) * BigInt(months);
  const denominator = 120_000n;
  return (2n * numerator + denominator) / (2n * denominator);
}

/** "9.50" -> 950 basis points; the rate table crosses JSON as percent strings. */
export const rateToBps = (rate: string) => {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** GET /api/fdr/products: the bank's FDR product: the least amount and the yearly rate of each tenor. */
export const FdrProductSchema = z.object({
  productName: z.string(),
  minimumAmount: MoneySchema,
  rates: z.array(z.object({ tenorMonths: FdrTenorSchema, annualRate: z.string() })),
});
export type FdrProduct = z.infer<typeof FdrProductSchema>;

/**
 * POST /api/fdr/otp: a code to open this deposit. `creditAccountId` (a savings or current account of the
 * customer's) receives what is paid out at maturity: the interest when only the principal is renewed, everything
 * when credited; it is not needed when principal and interest are renewed.
 */
export const OpenFdrSchema = z
  .object({
    fromAccountId: z.uuid('fdr.accountRequired'),
    amount: AmountSchema,
    tenorMonths: FdrTenorSchema,
    instruction: FdrInstructionSchema,
    creditAccountId: z.uuid('fdr.creditAccountRequired').optional(),
  })
  .refine((p) => p.instruction === 'renew_principal_and_interest' || p.creditAccountId, {
    message: 'fdr.creditAccountRequired',
    path: ['creditAccountId'],
  });
export type OpenFdr = z.input<typeof OpenFdrSchema>;

/** POST /api/fdr (with an Idempotency-Key header): the deposit confirmed with its code. */
export const OpenFdrRequestSchema = z.object({
  deposit: OpenFdrSchema,
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type OpenFdrRequest = z.input<typeof OpenFdrRequestSchema>;

/** One of the customer's fixed deposits. */
export const FdrSchema = z.object({
  id: z.uuid(),
  accountNumber: AccountNumberSchema,
  productName: z.string(),
  principal: MoneySchema,
  annualRate: z.string(),
  tenorMonths: FdrTenorSchema,
  openedOn: z.iso.date(),
  maturesOn: z.iso.date(),
  maturityAmount: MoneySchema,
  instruction: FdrInstructionSchema,
  creditAccountNumber: AccountNumberSchema.nullable(),
  status: z.enum(['active', 'closed']),
  /** The opening's transaction id (on POST /api/fdr). */
  transactionId: z.string().nullable(),
});
export type Fdr = z.infer<typeof FdrSchema>;

/** GET /api/fdr */
export const FdrListSchema = z.object({ deposits: z.array(FdrSchema) });
export type FdrList = z.infer<typeof FdrListSchema>;

export const FdrIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/dev/fdr/run (outside production only): maturity as of `asOf`, the signed-in customer's FDRs only. */
export const DevFdrRunRequestSchema = z.object({ asOf: z.iso.datetime({ offset: true }) });
export const DevFdrRunSchema = z.object({ matured: z.number().int() });
