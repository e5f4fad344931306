import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { ServiceRequestReason } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, serviceRequests, type ServiceRequestRow } from '../../db/schema/index.ts';
import { isAppError } from '../../errors.ts';
import { customerTexts } from '../languages/texts.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';
import type { MoneyDeps } from '../transactions/deps.ts';
import { recordStep } from './notices.ts';
import { definitionOf } from './registry.ts';

const BATCH = 50;

/** A request the back office turns down, with the reason the customer is told. */
class Refusal extends Error {
  readonly reason: ServiceRequestReason;
  constructor(reason: ServiceRequestReason) {
    super(reason);
    this.reason = reason;
  }
}

/** The bank's accounts a batch's fees are posted to (posting slots, decision 012), looked up before its transaction. */
type FeeAccounts = { feeIncome: string; vatPayable: string };

/**
 * Debits a request's fee: one journal, the customer's account -> fee income and VAT payable, posted as the
 * customer's (the account must still be theirs and active, and the balance floor holds). Returns the journal's id.
 */
async function debitFee(
  db: Database,
  bank: FeeAccounts,
  request: ServiceRequestRow,
  now: Date,
): Promise<number> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, request.feeAccountId!));
  const { t } = await customerTexts(db, request.customerId);
  const legs = [
    { accountId: account!.id, amount: -(request.feeCharge + request.feeVat) },
    { accountId: bank.feeIncome, amount: request.feeCharge },
  ];
  if (request.feeVat > 0n) legs.push({ accountId: bank.vatPayable, amount: request.feeVat });
  const draft = {
    transactionId: newTransactionId(),
    type: 'service_fee',
    status: 'SUCCESS',
    channel: 'internet_banking' as const,
    customerId: request.customerId,
    fromAccountId: account!.id,
    fromName: account!.title,
    fromNumber: account!.number,
    toName: t(`serviceRequests.types.${request.type}`),
    toNumber: request.reference,
    amount: 0n,
    charge: request.feeCharge,
    vat: request.feeVat,
    remarks: t('messages.remarks.serviceFee', { reference: request.reference }),
    details: { serviceRequest: request.reference },
    createdAt: now,
  };
  return postJournal(db, draft, legs, { customerId: request.customerId, owned: [account!.id] });
}

/**
 * Accepts a submitted request: the type's own effect (stopping cheque leaves) and the fee's debit, together in a
 * savepoint; either refusing rejects the request with nothing done. Runs under the request's row lock and only on
 * a submitted request, which it moves on in the same transaction: the fee is debited exactly once.
 */
async function accept(tx: Database, bank: FeeAccounts, request: ServiceRequestRow, now: Date): Promise<void> {
  const definition = definitionOf(request.type);
  let feeJournalId: number | undefined;
  try {
    await tx.transaction(async (savepoint) => {
      const refused = await definition.accept?.(savepoint, request, request.payload, now);
      if (refused) throw new Refusal(refused);
      if (request.feeCharge + request.feeVat > 0n)
        feeJournalId = await debitFee(savepoint, bank, request, now);
    });
  } catch (error) {
    const reason =
      error instanceof Refusal
        ? error.reason
        : isAppError(error) && error.code === 'INSUFFICIENT_FUNDS'
          ? 'insufficient_funds'
          : isAppError(error) && ['ACCOUNT_NOT_ACTIVE', 'NOT_FOUND'].includes(error.code)
            ? 'account_not_active'
            : isAppError(error) && error.code === 'ACCOUNT_DEBIT_BLOCKED'
              ? 'account_blocked'
              : null;
    if (!reason) throw error;
    await recordStep(tx, request, { status: 'rejected', reason, now });
    return;
  }
  const dueAt = new Date(now.getTime() + definition.completeAfterMs);
  await recordStep(tx, request, { status: 'processing', reason: null, now, dueAt, feeJournalId });
}

async function complete(tx: Database, request: ServiceRequestRow, now: Date): Promise<void> {
  await definitionOf(request.type).complete?.(tx, request, request.payload, now);
  await recordStep(tx, request, { status: 'completed', reason: null, now });
}

/**
 * The simulated back office (decision 032): every request whose time has come by `now` moves one step, submitted ->
 * processing (or rejected) and processing -> completed, each in a transaction of its batch. Requests are claimed
 * with FOR UPDATE SKIP LOCKED, so several servers may run this at once; `customerId` limits it to one customer's
 * requests (the development route). Returns how many requests moved.
 */
export async function runBackOffice(
  deps: MoneyDeps,
  now: Date,
  options: { customerId?: string } = {},
): Promise<{ stepped: number }> {
  let stepped = 0;
  for (;;) {
    const bank = {
      feeIncome: (await deps.directory.bankAccount('fee_income')).id,
      vatPayable: (await deps.directory.bankAccount('vat_payable')).id,
    };
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(serviceRequests)
        .where(
          and(
            isNotNull(serviceRequests.dueAt),
            lte(serviceRequests.dueAt, now),
            inArray(serviceRequests.status, ['submitted', 'processing']),
            options.customerId ? eq(serviceRequests.customerId, options.customerId) : undefined,
          ),
        )
        .orderBy(asc(serviceRequests.dueAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const request of due)
        await (request.status === 'submitted' ? accept(tx, bank, request, now) : complete(tx, request, now));
      return due.length;
    });
    stepped += claimed;
    if (claimed < BATCH) return { stepped };
  }
}
