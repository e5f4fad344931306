import type { ServiceRequestPayload, ServiceRequestReason, ServiceRequestType } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import type { AccountRow, ServiceRequestRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import {
  CHEQUE_ACCOUNT_KINDS,
  findChequeBook,
  issueChequeBook,
  leavesNotUnused,
  stopLeaves,
} from '../cheque-books/cheque-books.ts';
import { dhakaDate } from '../limits/periods.ts';
import { findDeliveryBranch } from './branches.ts';

const MINUTE = 60_000;
const taka = (whole: bigint) => whole * 100n;

/** What a request is about and what it costs (the charge before VAT; 0n: free), as its type resolves it. */
export type Resolution = { account: AccountRow | null; charge: bigint };

/**
 * One type of service request (decision 032). The workflow (requests.ts, back-office.ts) knows nothing of any type:
 * it asks the type's entry here. A service adds its payload contract to packages/contracts (SERVICE_REQUEST_PAYLOADS)
 * and its entry to REGISTRY.
 */
export type RequestTypeDefinition<T extends ServiceRequestType> = {
  /** The customer's name for it, in notifications (stored in English, decision 023). */
  title: string;
  /**
   * Checks the payload against what the customer holds (a foreign or unknown id is NOT_FOUND naming the field; a
   * request the bank cannot take is a 4xx of its own) and says which account it is about and what it costs. The fee
   * is charged to that account.
   */
  resolve(db: Database, customerId: string, payload: ServiceRequestPayload<T>): Promise<Resolution>;
  /** How long the simulated back office takes to pick a submitted request up, and then to finish it. */
  acceptAfterMs: number;
  completeAfterMs: number;
  /** What accepting it does besides debiting the fee, in the same transaction; a reason rejects it instead. */
  accept?(
    db: Database,
    request: ServiceRequestRow,
    payload: ServiceRequestPayload<T>,
  ): Promise<ServiceRequestReason | null>;
  /** What completing it does, in the same transaction as the status change. */
  complete?(
    db: Database,
    request: ServiceRequestRow,
    payload: ServiceRequestPayload<T>,
    now: Date,
  ): Promise<void>;
};

/** The customer's account of one of `kinds`, active; a foreign or unknown id is NOT_FOUND on `payload.accountId`. */
async function accountOf(db: Database, customerId: string, id: string, kinds: readonly string[]) {
  const account = await findCustomerAccount(db, customerId, id);
  if (!account)
    throw new AppError('NOT_FOUND', {
      message: 'None of your accounts has this id.',
      fields: { 'payload.accountId': 'serviceRequests.accountUnknown' },
    });
  if (!kinds.includes(account.kind))
    throw new AppError('ACCOUNT_NOT_ELIGIBLE', {
      message: 'This service is not offered on this kind of account.',
      fields: { 'payload.accountId': 'serviceRequests.accountNotEligible' },
    });
  if (account.status !== 'active') throw new AppError('ACCOUNT_NOT_ACTIVE');
  return account;
}

const statementOf =
  (kinds: readonly string[], charge: bigint) =>
  async (db: Database, customerId: string, payload: { accountId: string; branch?: string }) => {
    const account = await accountOf(db, customerId, payload.accountId, kinds);
    if (payload.branch) await findDeliveryBranch(db, payload.branch);
    return { account, charge };
  };

/** A chequebook costs this much a leaf (before VAT). */
export const CHEQUE_LEAF_FEE = taka(5n);
/** A printed statement, collected at a branch. */
export const HARD_COPY_STATEMENT_FEE = taka(100n);

const chequebook: RequestTypeDefinition<'chequebook'> = {
  title: 'Chequebook request',
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

const stopCheque: RequestTypeDefinition<'stop_cheque'> = {
  title: 'Stop cheque request',
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

/** Every request type the bank takes, by name. */
export const REGISTRY: { [T in ServiceRequestType]: RequestTypeDefinition<T> } = {
  chequebook,
  stop_cheque: stopCheque,
  hard_copy_statement: {
    title: 'Hard copy statement request',
    resolve: statementOf(CHEQUE_ACCOUNT_KINDS, HARD_COPY_STATEMENT_FEE),
    acceptAfterMs: 5 * MINUTE,
    completeAfterMs: 24 * 60 * MINUTE,
  },
  loan_statement: {
    title: 'Loan statement request',
    resolve: statementOf(['loan'], 0n),
    acceptAfterMs: 5 * MINUTE,
    completeAfterMs: 60 * MINUTE,
  },
  deposit_statement: {
    title: 'Deposit statement request',
    resolve: statementOf(['fdr'], 0n),
    acceptAfterMs: 5 * MINUTE,
    completeAfterMs: 60 * MINUTE,
  },
};

/** The entry of a stored request's type (typed loosely: the workflow hands each entry its own payload). */
export const definitionOf = (type: string) =>
  REGISTRY[type as ServiceRequestType] as unknown as RequestTypeDefinition<ServiceRequestType> & {
    resolve(db: Database, customerId: string, payload: unknown): Promise<Resolution>;
    accept?(db: Database, request: ServiceRequestRow, payload: unknown): Promise<ServiceRequestReason | null>;
    complete?(db: Database, request: ServiceRequestRow, payload: unknown, now: Date): Promise<void>;
  };
