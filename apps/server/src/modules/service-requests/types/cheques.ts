import { AppError } from '../../../errors.ts';
import { findCustomerAccount } from '../../accounts/accounts.ts';
import {
  CHEQUE_ACCOUNT_KINDS,
  findChequeBook,
  issueChequeBook,
  leavesNotUnused,
  stopLeaves,
} from '../../cheque-books/cheque-books.ts';
import { dhakaDate } from '../../limits/periods.ts';
import { findDeliveryBranch } from '../branches.ts';
import type { RequestTypeDefinition } from '../registry.ts';
import { accountOf, MINUTE, taka } from './accounts.ts';

/** A chequebook costs this much a leaf (before VAT). */
export const CHEQUE_LEAF_FEE = taka(5n);

export const chequebook: RequestTypeDefinition<'chequebook'> = {
  async resolve(db, customerId, payload) {
    const account = await accountOf(db, customerId, payload.accountId, CHEQUE_ACCOUNT_KINDS);
    await findDeliveryBranch(db, payload.branch);
    return { account, charge: CHEQUE_LEAF_FEE * BigInt(payload.leaves) };
  },
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 60 * MINUTE,
  async complete(db, request, payload, now) {
    await issueChequeBook(db, {
      customerId: request.customerId,
      accountId: payload.accountId,
      leaves: payload.leaves,
      issuedOn: dhakaDate(now),
      requestId: request.id,
    });
  },
};

export const stopCheque: RequestTypeDefinition<'stop_cheque'> = {
  async resolve(db, customerId, payload) {
    const book = await findChequeBook(db, customerId, payload.chequeBookId);
    const lastLeaf = book.firstLeaf + book.leaves - 1;
    if (payload.fromLeaf < book.firstLeaf || payload.toLeaf > lastLeaf)
      throw new AppError('CHEQUE_LEAF_NOT_IN_BOOK', {
        fields: { 'payload.fromLeaf': 'chequeBooks.leafNotInBook' },
      });
    if ((await leavesNotUnused(db, payload)) > 0)
      throw new AppError('CHEQUE_LEAF_NOT_UNUSED', {
        fields: { 'payload.fromLeaf': 'chequeBooks.leafNotUnused' },
      });
    const account = await findCustomerAccount(db, customerId, book.accountId);
    return { account, charge: 0n };
  },
  acceptAfterMs: 2 * MINUTE,
  completeAfterMs: 10 * MINUTE,
  // The leaves stop when the bank accepts the instruction; one paid meanwhile rejects it (nothing is stopped).
  accept: async (db, request, payload) =>
    (await stopLeaves(db, payload, request.id)) ? null : 'leaf_not_unused',
};
