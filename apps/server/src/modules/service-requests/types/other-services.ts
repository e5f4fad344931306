import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseMoney, type ServiceRequestPayload } from '@taka/contracts';
import type { Database } from '../../../db/client.ts';
import { accounts, serviceRequests, transactionBlocks, type AccountRow } from '../../../db/schema/index.ts';
import type { OtherServicesBankAccount } from '../../../db/seed/other-services.ts';
import { AppError } from '../../../errors.ts';
import { customerTexts } from '../../languages/texts.ts';
import { availableBalance } from '../../accounts/accounts.ts';
import { isPostingSlotOf } from '../../accounts/directory.ts';
import { CHEQUE_ACCOUNT_KINDS, findChequeBook, leavesNotUnused } from '../../cheque-books/cheque-books.ts';
import { vatOn } from '../../fees/schedule.ts';
import { newTransactionId, postJournal } from '../../ledger/ledger.ts';
import { findDeliveryBranch } from '../branches.ts';
import type { RequestTypeDefinition } from '../registry.ts';
import { accountOf, MINUTE, taka } from './accounts.ts';

/** Fees (before VAT) of the other services (decision 035). */
export const PAY_ORDER_FEE = taka(100n);
export const DEMAND_DRAFT_FEE = taka(150n);
export const CERTIFICATE_FEE = taka(200n);

/** Refuses an account whose internet-banking debits the customer blocked (the ledger would refuse it later). */
async function notBlocked(db: Database, account: AccountRow) {
  const [block] = await db
    .select({ accountId: transactionBlocks.accountId })
    .from(transactionBlocks)
    .where(eq(transactionBlocks.accountId, account.id));
  if (block)
    throw new AppError('ACCOUNT_DEBIT_BLOCKED', {
      fields: { 'payload.accountId': 'otherServices.accountBlocked' },
    });
}

/** A branch by routing number, its refusal naming `field`. */
async function branchAt(db: Database, routingNumber: string, field: string) {
  try {
    return await findDeliveryBranch(db, routingNumber);
  } catch (error) {
    throw new AppError('NOT_FOUND', {
      message: 'The bank has no branch with this routing number.',
      fields: { [field]: 'serviceRequests.branchUnknown' },
      cause: error,
    });
  }
}

/**
 * Resolves a pay order or demand draft: the customer's savings or current account, not blocked, holding the amount
 * and the fee now (the money moves when the bank accepts it; the balance floor is checked again then).
 */
async function instrumentAccount(
  db: Database,
  customerId: string,
  payload: { accountId: string; amount: string },
  fee: bigint,
) {
  const account = await accountOf(db, customerId, payload.accountId, CHEQUE_ACCOUNT_KINDS);
  await notBlocked(db, account);
  if (availableBalance(account) < parseMoney(payload.amount) + fee + vatOn(fee))
    throw new AppError('INSUFFICIENT_FUNDS', {
      fields: { 'payload.amount': 'otherServices.amountNotAvailable' },
    });
  return account;
}

/**
 * Debits an instrument's amount when the bank accepts the request: one journal, the customer's account -> the
 * bank's payable account, posted as the customer's own movement (ownership, active, not blocked, balance floor).
 * The workflow accepts a request once, under its row lock, so the amount moves exactly once.
 */
async function debitInstrument(
  db: Database,
  request: { customerId: string; reference: string; accountId: string | null },
  instrument: { type: 'pay_order' | 'demand_draft'; bankAccount: OtherServicesBankAccount; payee: string },
  amount: bigint,
  now: Date,
): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, request.accountId!));
  const { t } = await customerTexts(db, request.customerId);
  const [payable] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(isPostingSlotOf(instrument.bankAccount))
    .limit(1);
  await postJournal(
    db,
    {
      transactionId: newTransactionId(),
      type: instrument.type,
      status: 'SUCCESS',
      channel: 'internet_banking',
      customerId: request.customerId,
      fromAccountId: account!.id,
      fromName: account!.title,
      fromNumber: account!.number,
      toName: instrument.payee,
      toNumber: request.reference,
      amount,
      charge: 0n,
      vat: 0n,
      remarks: t(`messages.remarks.${instrument.type === 'pay_order' ? 'payOrder' : 'demandDraft'}`, {
        reference: request.reference,
      }),
      details: { serviceRequest: request.reference },
      createdAt: now,
    },
    [
      { accountId: account!.id, amount: -amount },
      { accountId: payable!.id, amount },
    ],
    { customerId: request.customerId, owned: [account!.id] },
  );
}

/**
 * A pay order or demand draft: checked against the customer's account and the branch `branchOf` names, its fee
 * charged and its amount debited to the bank's `bankAccount` when the bank accepts it.
 */
function bankInstrument<T extends 'pay_order' | 'demand_draft'>(
  type: T,
  options: {
    fee: bigint;
    bankAccount: OtherServicesBankAccount;
    /** The branch's routing number and the payload field that names it. */
    branchOf: (payload: ServiceRequestPayload<T>) => [string, string];
  },
): RequestTypeDefinition<T> {
  return {
    async resolve(db, customerId, payload) {
      await branchAt(db, ...options.branchOf(payload));
      const account = await instrumentAccount(db, customerId, payload, options.fee);
      return { account, charge: options.fee };
    },
    acceptAfterMs: 5 * MINUTE,
    completeAfterMs: 4 * 60 * MINUTE,
    accept: async (db, request, payload, now) => {
      const instrument = { type, bankAccount: options.bankAccount, payee: payload.payee };
      await debitInstrument(db, request, instrument, parseMoney(payload.amount), now);
      return null;
    },
  };
}

export const payOrder = bankInstrument('pay_order', {
  fee: PAY_ORDER_FEE,
  bankAccount: 'settlement:pay_orders',
  branchOf: (payload) => [payload.branch, 'payload.branch'],
});

export const demandDraft = bankInstrument('demand_draft', {
  fee: DEMAND_DRAFT_FEE,
  bankAccount: 'settlement:demand_drafts',
  branchOf: (payload) => [payload.payableAt, 'payload.payableAt'],
});

/** Statuses in which a positive pay instruction stands (the bank checks presented cheques against it once accepted). */
const STANDING = ['submitted', 'processing', 'completed'] as const;

/** The customer's positive pay instructions for one leaf in `statuses`, newest first. */
export async function positivePayFor(
  db: Database,
  customerId: string,
  leaf: { chequeBookId: string; leaf: number },
  statuses: readonly (typeof STANDING)[number][],
) {
  return db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.customerId, customerId),
        eq(serviceRequests.type, 'positive_pay'),
        inArray(serviceRequests.status, [...statuses]),
        sql`${serviceRequests.payload}->>'chequeBookId' = ${leaf.chequeBookId}`,
        sql`(${serviceRequests.payload}->>'leaf')::int = ${leaf.leaf}`,
      ),
    )
    .orderBy(sql`${serviceRequests.number} desc`);
}

export const positivePay: RequestTypeDefinition<'positive_pay'> = {
  async resolve(db, customerId, payload) {
    const book = await findChequeBook(db, customerId, payload.chequeBookId);
    if (payload.leaf < book.firstLeaf || payload.leaf >= book.firstLeaf + book.leaves)
      throw new AppError('CHEQUE_LEAF_NOT_IN_BOOK', {
        fields: { 'payload.leaf': 'chequeBooks.leafNotInBook' },
      });
    const range = { chequeBookId: book.id, fromLeaf: payload.leaf, toLeaf: payload.leaf };
    if ((await leavesNotUnused(db, range)) > 0)
      throw new AppError('CHEQUE_LEAF_NOT_UNUSED', {
        fields: { 'payload.leaf': 'otherServices.leafNotUnused' },
      });
    if ((await positivePayFor(db, customerId, payload, STANDING)).length > 0)
      throw new AppError('POSITIVE_PAY_EXISTS', {
        fields: { 'payload.leaf': 'otherServices.positivePayExists' },
      });
    const [account] = await db.select().from(accounts).where(eq(accounts.id, book.accountId));
    return { account: account ?? null, charge: 0n };
  },
  acceptAfterMs: 2 * MINUTE,
  completeAfterMs: 10 * MINUTE,
  // Registered only while the leaf is unused: one paid or stopped meanwhile rejects it.
  accept: async (db, _request, payload) =>
    (await leavesNotUnused(db, {
      chequeBookId: payload.chequeBookId,
      fromLeaf: payload.leaf,
      toLeaf: payload.leaf,
    })) > 0
      ? 'leaf_not_unused'
      : null,
};

export const baydRegistration: RequestTypeDefinition<'bayd_registration'> = {
  async resolve(db, customerId, payload) {
    return { account: await accountOf(db, customerId, payload.accountId, CHEQUE_ACCOUNT_KINDS), charge: 0n };
  },
  acceptAfterMs: 10 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};

export const govtBond: RequestTypeDefinition<'govt_bond'> = {
  async resolve(db, customerId, payload) {
    return { account: await accountOf(db, customerId, payload.accountId, CHEQUE_ACCOUNT_KINDS), charge: 0n };
  },
  acceptAfterMs: 10 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};

export const certificate: RequestTypeDefinition<'certificate'> = {
  async resolve(db, customerId, payload) {
    const account = await accountOf(db, customerId, payload.accountId, ['savings', 'current', 'loan', 'fdr']);
    // Its fee is a debit: not from an account the customer blocked.
    await notBlocked(db, account);
    return { account, charge: CERTIFICATE_FEE };
  },
  acceptAfterMs: 5 * MINUTE,
  completeAfterMs: 24 * 60 * MINUTE,
};
