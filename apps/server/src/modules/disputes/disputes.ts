import { and, desc, eq, sql } from 'drizzle-orm';
import type { Dispute, DisputePayload, ServiceRequestReason } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, disputeRefunds, journals, postings, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** A debit the customer may dispute: the journal and their account it took the money from, and how much. */
export type DisputedDebit = {
  journal: typeof journals.$inferSelect;
  account: typeof accounts.$inferSelect;
  /** What left the account in that journal (amount, charge and VAT), poisha, positive. */
  debited: bigint;
};

/**
 * The customer's debit of transaction `transactionId`: a transaction that took no money from an account of theirs
 * and that they did not make is NOT_FOUND (as if it did not exist); a credit, a failed or pending one, or a refund
 * is TRANSACTION_NOT_DISPUTABLE.
 */
export async function findDisputedDebit(
  db: Database,
  customerId: string,
  transactionId: string,
): Promise<DisputedDebit> {
  const [journal] = await db.select().from(journals).where(eq(journals.transactionId, transactionId));
  const legs = journal
    ? await db
        .select({ account: accounts, amount: postings.amount })
        .from(postings)
        .innerJoin(accounts, eq(accounts.id, postings.accountId))
        .where(and(eq(postings.journalId, journal.id), eq(accounts.customerId, customerId)))
    : [];
  if (!journal || (legs.length === 0 && journal.customerId !== customerId))
    throw new AppError('NOT_FOUND', {
      message: 'You have no transaction with this id.',
      fields: { 'payload.transactionId': 'disputes.transactionUnknown' },
    });
  const debit = legs.find((leg) => leg.amount < 0n);
  if (!debit || journal.status !== 'SUCCESS' || journal.type === 'dispute_refund')
    throw new AppError('TRANSACTION_NOT_DISPUTABLE', {
      fields: { 'payload.transactionId': 'disputes.notDisputable' },
    });
  return { journal, account: debit.account, debited: -debit.amount };
}

/** Whether the transaction has a dispute open or upheld (a rejected or cancelled one may be raised again). */
export async function hasLiveDispute(db: Database, customerId: string, transactionId: string) {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.customerId, customerId),
        eq(serviceRequests.type, 'dispute'),
        sql`${serviceRequests.payload}->>'transactionId' = ${transactionId}`,
        sql`${serviceRequests.status} in ('submitted', 'processing', 'completed')`,
      ),
    );
  return Boolean(row);
}

/** Above this the simulated back office does not uphold a dispute by itself: BDT 25,000. */
export const DISPUTE_REVIEW_LIMIT = 25_000_00n;

/**
 * The simulated back office's decision (decision 036), deterministic: a dispute whose reason is `other` is not
 * substantiated; one of more than DISPUTE_REVIEW_LIMIT is above what it reviews; every other one is upheld (null).
 */
export function decideDispute(payload: DisputePayload, debited: bigint): ServiceRequestReason | null {
  if (payload.reason === 'other') return 'dispute_not_substantiated';
  if (debited > DISPUTE_REVIEW_LIMIT) return 'dispute_above_review_limit';
  return null;
}

/** The customer's disputes, newest first, with an upheld one's refund. */
export async function listDisputes(db: Database, customerId: string): Promise<Dispute[]> {
  const rows = await db
    .select({ request: serviceRequests, refund: journals.transactionId })
    .from(serviceRequests)
    .leftJoin(disputeRefunds, eq(disputeRefunds.requestId, serviceRequests.id))
    .leftJoin(journals, eq(journals.id, disputeRefunds.journalId))
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.type, 'dispute')))
    .orderBy(desc(serviceRequests.number));
  return rows.map(({ request, refund }) => ({
    requestId: request.id,
    reference: request.reference,
    transactionId: String(request.payload.transactionId),
    status: request.status,
    refundTransactionId: refund,
  }));
}
