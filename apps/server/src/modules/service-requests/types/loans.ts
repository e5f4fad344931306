import type { RequestTypeDefinition } from '../registry.ts';
import { accountOf, MINUTE } from './accounts.ts';

/**
 * A loan request (decision 034): product, amount, tenor and the savings or current account it would be paid into.
 * Free; the bank takes it up and answers it outside the app (the simulated back office completes it).
 */
export const loanRequest: RequestTypeDefinition<'loan_request'> = {
  resolve: async (db, customerId, payload) => ({
    account: await accountOf(db, customerId, payload.accountId, ['savings', 'current']),
    charge: 0n,
  }),
  acceptAfterMs: 10 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};
