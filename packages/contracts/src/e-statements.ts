import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';

/*
 * E-statements (decision 036): a monthly statement PDF of a savings or current account, by e-mail.
 */

export const EStatementSubscriptionSchema = z.object({
  accountId: z.uuid(),
  accountNumber: AccountNumberSchema,
  /** Where the statement goes: the customer's internet-banking e-mail. */
  email: z.string(),
  subscribedAt: z.iso.datetime(),
});
export type EStatementSubscription = z.infer<typeof EStatementSubscriptionSchema>;

/** GET /api/e-statements: the customer's subscriptions. */
export const EStatementSubscriptionListSchema = z.object({
  subscriptions: z.array(EStatementSubscriptionSchema),
});
export type EStatementSubscriptionList = z.infer<typeof EStatementSubscriptionListSchema>;

/** PUT /api/e-statements/:accountId subscribes; DELETE unsubscribes. */
export const EStatementAccountParamsSchema = z.object({ accountId: z.uuid() });

/** POST /api/dev/e-statements/run (outside production): the monthly job as of `asOf`, for the caller only. */
export const DevEStatementRunRequestSchema = z.object({ asOf: z.iso.datetime() });
export const DevEStatementRunSchema = z.object({ sent: z.number().int() });
