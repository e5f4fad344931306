import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { AmountSchema, MoneySchema } from './money.ts';
import { OtpCodeSchema } from './transactions.ts';

/*
 * Card services (issue 19, decision 033): the customer's cards, block and unblock, controls, tagging a card.
 * Requests about a card (reissue, EMI, ...) are service requests: their payloads are in card-requests.ts.
 */

export const CARD_KINDS = ['debit', 'credit', 'prepaid'] as const;
export const CardKindSchema = z.enum(CARD_KINDS);
export type CardKind = z.infer<typeof CardKindSchema>;

/** Active; blocked by the customer (unblocked with a code); closed for good (replaced, expired). */
export const CARD_STATUSES = ['active', 'blocked', 'closed'] as const;
export const CardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof CardStatusSchema>;

export const CARD_BLOCK_REASONS = ['lost', 'stolen', 'suspicious_activity', 'temporary', 'other'] as const;
export const CardBlockReasonSchema = z.enum(CARD_BLOCK_REASONS, 'cards.reasonRequired');

/** The most one card payment or ATM withdrawal may be, bank-wide, by kind of card (decimal strings). */
export const BANK_CARD_LIMITS = {
  debit: { spend: '500000.00', atm: '100000.00' },
  credit: { spend: '500000.00', atm: '50000.00' },
  prepaid: { spend: '100000.00', atm: '25000.00' },
} as const satisfies Record<CardKind, { spend: string; atm: string }>;

/** A card as the customer sees it: never its full number. */
export const CardSchema = z.object({
  id: z.uuid(),
  kind: CardKindSchema,
  virtual: z.boolean(),
  /** "411111******1111" */
  maskedNumber: z.string(),
  network: z.enum(['visa', 'mastercard']),
  productName: z.string(),
  nameOnCard: z.string(),
  /** The account it draws on (a credit card's own card account); null for a prepaid card. */
  accountNumber: AccountNumberSchema.nullable(),
  /** "2029-08" */
  expiresOn: z.string().regex(/^\d{4}-\d{2}$/),
  status: CardStatusSchema,
  blockReason: CardBlockReasonSchema.nullable(),
  controls: z.object({
    online: z.boolean(),
    international: z.boolean(),
    atm: z.boolean(),
    /** The most one payment may be, and one ATM withdrawal. */
    spendLimit: MoneySchema,
    atmLimit: MoneySchema,
  }),
  /** The bank's maxima for this kind of card. */
  bankLimits: z.object({ spend: MoneySchema, atm: MoneySchema }),
});
export type Card = z.infer<typeof CardSchema>;

/** GET /api/cards: the signed-in customer's cards shown in internet banking (tagged ones). */
export const CardListSchema = z.object({ cards: z.array(CardSchema) });
export type CardList = z.infer<typeof CardListSchema>;

export const CardIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/cards/{id}/block: takes effect at once. */
export const BlockCardRequestSchema = z.object({ reason: CardBlockReasonSchema });
export type BlockCardRequest = z.input<typeof BlockCardRequestSchema>;

/** POST /api/cards/{id}/unblock: with the code POST /api/cards/{id}/unblock/otp sent. */
export const UnblockCardRequestSchema = z.object({ challengeId: z.uuid(), code: OtpCodeSchema });
export type UnblockCardRequest = z.input<typeof UnblockCardRequestSchema>;

/** PUT /api/cards/{id}/controls: acts at once; limits up to the bank's (else CARD_LIMIT_ABOVE_BANK). */
export const CardControlsRequestSchema = z.object({
  online: z.boolean(),
  international: z.boolean(),
  atm: z.boolean(),
  spendLimit: AmountSchema,
  atmLimit: AmountSchema,
});
export type CardControlsRequest = z.input<typeof CardControlsRequestSchema>;

/** A card number as typed: 16 digits, spaces and hyphens dropped. */
export const CardNumberSchema = z
  .string('cards.numberInvalid')
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16}$/, 'cards.numberInvalid'));

/**
 * POST /api/cards/tag/otp: a code to show a credit or prepaid card of the customer's in internet banking; POST
 * /api/cards/tag with it. A number that is not an untagged card of theirs is 404.
 */
export const TagCardRequestSchema = z.object({ cardNumber: CardNumberSchema });
export type TagCardRequest = z.input<typeof TagCardRequestSchema>;
export const ConfirmTagCardRequestSchema = TagCardRequestSchema.extend({
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type ConfirmTagCardRequest = z.input<typeof ConfirmTagCardRequestSchema>;

/** How a card is used: an online purchase, one abroad, an ATM withdrawal, or a purchase in a shop at home. */
export const CardChannelSchema = z.enum(['online', 'international', 'atm', 'pos']);
export type CardChannel = z.infer<typeof CardChannelSchema>;

export const CARD_DECLINE_REASONS = [
  'card_blocked',
  'card_closed',
  'online_disabled',
  'international_disabled',
  'atm_disabled',
  'over_card_limit',
  'insufficient_funds',
] as const;

/**
 * POST /api/dev/card-network/authorize (outside production, signed in): the card network asks the bank to
 * authorize a payment with one of the customer's cards (by id or full number).
 */
export const CardAuthorizationRequestSchema = z
  .object({
    cardId: z.uuid().optional(),
    cardNumber: CardNumberSchema.optional(),
    amount: AmountSchema,
    channel: CardChannelSchema,
    merchant: z.string().min(1).max(80).default('Test merchant'),
  })
  .refine((r) => (r.cardId === undefined) !== (r.cardNumber === undefined), {
    message: 'cards.cardRequired',
    path: ['cardId'],
  });
export type CardAuthorizationRequest = z.input<typeof CardAuthorizationRequestSchema>;

export const CardAuthorizationSchema = z.object({
  decision: z.enum(['approved', 'declined']),
  /** Null when approved. */
  reasonCode: z.enum(CARD_DECLINE_REASONS).nullable(),
});
export type CardAuthorization = z.infer<typeof CardAuthorizationSchema>;

/** GET /api/cards/{id}/purchases: a credit card's purchases that can still be paid in instalments, newest first. */
export const CardPurchaseListSchema = z.object({
  purchases: z.array(
    z.object({ transactionId: z.string(), merchant: z.string(), amount: MoneySchema, at: z.iso.datetime() }),
  ),
});
export type CardPurchaseList = z.infer<typeof CardPurchaseListSchema>;
