import { z } from 'zod';
import { NewPasswordSchema } from './auth.ts';
import { AmountSchema, MoneySchema } from './money.ts';

/** The account kinds a made-up customer can hold: the ones a transfer moves money out of. */
export const TestAccountKindSchema = z.enum(['savings', 'current']);

/**
 * POST /api/dev/customers (outside production only): a new customer of its own for a test, signed up for internet
 * banking, with accounts funded through the ledger. Defaults: one savings and one current account.
 */
export const TestCustomerRequestSchema = z.object({
  password: NewPasswordSchema.default('Taka#2026'),
  accounts: z
    .array(z.object({ kind: TestAccountKindSchema, balance: AmountSchema }))
    .min(1)
    .max(4)
    .default([
      { kind: 'savings', balance: '250000.00' },
      { kind: 'current', balance: '120000.00' },
    ]),
  /** Loans of the customer's own (decision 034): disbursed today, first instalment a month on. Default none. */
  loans: z
    .array(
      z.object({
        principal: AmountSchema,
        annualRate: z.string().regex(/^\d{1,2}\.\d{2}$/),
        tenorMonths: z.number().int().min(1).max(360),
      }),
    )
    .max(2)
    .default([]),
  /**
   * The customer's cards (decision 033); none by default. A debit card draws on the first account; a credit card
   * gets a card account of its own with a BDT 100,000 limit and one BDT 25,000 purchase on it; `tagged: false` is
   * a card not yet shown in internet banking.
   */
  cards: z
    .array(
      z.object({
        kind: z.enum(['debit', 'credit', 'prepaid']),
        tagged: z.boolean().default(true),
        status: z.enum(['active', 'blocked']).default('active'),
      }),
    )
    .max(6)
    .default([]),
  /** Also an account the bank's records give the customer but not yet in internet banking, to tag (decision 036). */
  untaggedAccount: z.object({ kind: TestAccountKindSchema, balance: AmountSchema }).optional(),
});
export type TestCustomerRequest = z.input<typeof TestCustomerRequestSchema>;
export type TestCustomerOrder = z.output<typeof TestCustomerRequestSchema>;

export const TestCustomerSchema = z.object({
  customerId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  password: z.string(),
  mobileNumber: z.string(),
  accounts: z.array(
    z.object({ id: z.uuid(), number: z.string(), kind: TestAccountKindSchema, balance: MoneySchema }),
  ),
  loans: z.array(z.object({ id: z.uuid(), number: z.string() })),
  /** Full card numbers: the test is the card holder. */
  cards: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      kind: z.enum(['debit', 'credit', 'prepaid']),
      accountId: z.uuid().nullable(),
      /** A credit card's purchase, which an EMI conversion names. */
      purchaseTransactionId: z.string().nullable(),
    }),
  ),
  /** The number of the untagged account, when one was asked for. */
  untaggedAccountNumber: z.string().optional(),
});
export type TestCustomer = z.infer<typeof TestCustomerSchema>;

/**
 * POST /api/dev/schedules/run (outside production only, signed in): runs the scheduler as of `asOf` for the calling
 * customer's standing instructions only, so a browser test moves time for its own customer and no one else's.
 */
export const DevSchedulerRunRequestSchema = z.object({ asOf: z.iso.datetime({ offset: true }) });
export type DevSchedulerRunRequest = z.input<typeof DevSchedulerRunRequestSchema>;
export const DevSchedulerRunSchema = z.object({ executed: z.number().int() });
/** POST /api/dev/service-requests/run: the back office as of `asOf`, for the signed-in customer's requests only. */
export const DevBackOfficeRunRequestSchema = z.object({ asOf: z.iso.datetime() });
export const DevBackOfficeRunSchema = z.object({ stepped: z.number().int() });
