import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { OtpCodeSchema } from './transactions.ts';

/*
 * Tag an account (decision 036): the customer links another account the bank's records say they hold, confirmed
 * with a one-time code. An account of someone else is refused like an unknown one.
 */

/** POST /api/account-tagging/otp: sends the code that allows tagging this account. */
export const TagAccountCodeRequestSchema = z.object({ accountNumber: AccountNumberSchema });
export type TagAccountCodeRequest = z.input<typeof TagAccountCodeRequestSchema>;

/** POST /api/account-tagging: tags it, with the code of the challenge. */
export const TagAccountRequestSchema = TagAccountCodeRequestSchema.extend({
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type TagAccountRequest = z.input<typeof TagAccountRequestSchema>;
