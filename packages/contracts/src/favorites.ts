import { z } from 'zod';
import { TransferRequestSchema, type TransferType } from './transactions.ts';
import { TransactionIdParamsSchema } from './transaction-kinds.ts';

/**
 * A completed transaction saved under a name, to be sent again: the transfer request without anything secret
 * (no code, no challenge, no Idempotency-Key). Repeating it goes through the usual quote -> code -> execute.
 */
/**
 * What a favorite may repeat. Not a card payment: a card number is never stored. Not a bill: each bill is paid once,
 * so a saved one could never be paid again.
 */
const NOT_REPEATABLE: ReadonlySet<TransferType> = new Set([
  'visa_payment',
  'bill',
  'club_bill',
  'insurance_premium',
  'internet_bill',
  'tuition_fee',
]);
export const canSaveAsFavorite = (type: TransferType): boolean => !NOT_REPEATABLE.has(type);

export const FavoriteNameSchema = z
  .string()
  .trim()
  .min(1, 'favoriteName.required')
  .max(40, 'favoriteName.tooLong');

export const FavoriteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The transfer type (`request.type`), for grouping. */
  type: z.string(),
  request: TransferRequestSchema,
  /** Whom it pays, as the transaction named them. */
  payee: z.object({ name: z.string(), number: z.string(), institution: z.string().nullable() }),
  /** The transaction it was saved from. */
  transactionId: z.string(),
  createdAt: z.iso.datetime(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

/** GET /api/favorites: newest first. */
export const FavoriteListSchema = z.object({ favorites: z.array(FavoriteSchema) });
export type FavoriteList = z.infer<typeof FavoriteListSchema>;

/**
 * POST /api/favorites: the request of one of the customer's own transactions (the server checks it is that
 * transaction's type, source, payee, amount and remarks).
 */
export const CreateFavoriteRequestSchema = z.object({
  name: FavoriteNameSchema,
  transactionId: TransactionIdParamsSchema.shape.transactionId,
  request: TransferRequestSchema,
});
export type CreateFavoriteRequest = z.input<typeof CreateFavoriteRequestSchema>;

/** PATCH /api/favorites/:id */
export const RenameFavoriteRequestSchema = z.object({ name: FavoriteNameSchema });
export type RenameFavoriteRequest = z.input<typeof RenameFavoriteRequestSchema>;

export const FavoriteIdParamsSchema = z.object({ id: z.uuid() });
