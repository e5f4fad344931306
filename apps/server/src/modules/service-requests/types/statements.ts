import type { Database } from '../../../db/client.ts';
import { CHEQUE_ACCOUNT_KINDS } from '../../cheque-books/cheque-books.ts';
import { findDeliveryBranch } from '../branches.ts';
import type { RequestTypeDefinition } from '../registry.ts';
import { accountOf, MINUTE, taka } from './accounts.ts';

const statementOf =
  (kinds: readonly string[], charge: bigint) =>
  async (db: Database, customerId: string, payload: { accountId: string; branch?: string }) => {
    const account = await accountOf(db, customerId, payload.accountId, kinds);
    if (payload.branch) await findDeliveryBranch(db, payload.branch);
    return { account, charge };
  };

/** A printed statement, collected at a branch. */
export const HARD_COPY_STATEMENT_FEE = taka(100n);

export const hardCopyStatement: RequestTypeDefinition<'hard_copy_statement'> = {
  resolve: statementOf(CHEQUE_ACCOUNT_KINDS, HARD_COPY_STATEMENT_FEE),
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};

export const loanStatement: RequestTypeDefinition<'loan_statement'> = {
  resolve: statementOf(['loan'], 0n),
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 60 * MINUTE,
};

export const depositStatement: RequestTypeDefinition<'deposit_statement'> = {
  resolve: statementOf(['fdr'], 0n),
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 60 * MINUTE,
};
