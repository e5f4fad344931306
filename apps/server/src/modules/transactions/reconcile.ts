import { and, asc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionReceipt } from '@taka/contracts';
import { customers, journals, type JournalRow } from '../../db/schema/index.ts';
import { dhakaDate, dhakaDayStart } from '../limits/periods.ts';
import {
  BEFTN_WINDOWS_DHAKA,
  networkOrder,
  type NetworkAnswer,
  type NetworkName,
} from '../networks/adapters.ts';
import { textTransactionAlerts, type TransactionAlert } from '../settings/notification-preferences.ts';
import type { MoneyDeps } from './deps.ts';
import { receiptOf } from './receipts.ts';
import { alertOf, answerIdempotencyKey, settleJournal, textPrepaidToken } from './settle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * How long an instant network (NPSB, wallets, operators, billers, Visa) may leave a transfer PROCESSING before
 * reconciliation asks it what happened: its answer comes within seconds, so by then it was lost (a timeout, a
 * dropped connection, a server stopped mid-request).
 */
export const ENQUIRY_AFTER_MS = 2 * 60_000;

export type Reconciliation = { settled: number; reversed: number; unanswered: number };

/** The start of the latest BEFTN clearing window at or before `now`. */
function latestBeftnWindow(now: Date): Date {
  const today = dhakaDayStart(dhakaDate(now));
  const windows = [new Date(today.getTime() - DAY_MS), today].flatMap((day) =>
    BEFTN_WINDOWS_DHAKA.map((hhmm) => {
      const [h, m] = hhmm.split(':').map(Number);
      return new Date(day.getTime() + (h! * 60 + m!) * 60_000);
    }),
  );
  return windows.filter((w) => w.getTime() <= now.getTime()).at(-1)!;
}

/** PROCESSING journals whose network owes an answer by `now`: BEFTN's after a window, the others after a while. */
function dueForAnswer(now: Date): SQL {
  return and(
    eq(journals.status, 'PROCESSING'),
    or(
      and(eq(journals.type, 'beftn'), lt(journals.createdAt, latestBeftnWindow(now))),
      and(ne(journals.type, 'beftn'), lt(journals.createdAt, new Date(now.getTime() - ENQUIRY_AFTER_MS))),
    ),
  )!;
}

/**
 * Settles every transfer an external network owes an answer for: BEFTN's in its clearing window, and the instant
 * networks' whose answer was lost. Each gets SUCCESS, or REVERSE with the money back; the transfer's
 * Idempotency-Key then replays the final receipt. A network that has no answer yet, or fails to answer, leaves
 * the transfer PROCESSING for the next run (and its key answering PROCESSING, so a retry is not refused forever).
 * Journals are claimed with FOR UPDATE SKIP LOCKED in batches, so several servers may run this at once.
 */
export async function reconcileNetworks(deps: MoneyDeps, now: Date): Promise<Reconciliation> {
  const totals: Reconciliation = { settled: 0, reversed: 0, unanswered: 0 };
  let after = { createdAt: new Date(0), id: 0 };
  for (;;) {
    const tokens: { customerId: string; receipt: TransactionReceipt }[] = [];
    const alerts: TransactionAlert[] = [];
    const batch = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(journals)
        .where(
          and(
            dueForAnswer(now),
            sql`(${journals.createdAt}, ${journals.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
          ),
        )
        .orderBy(asc(journals.createdAt), asc(journals.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const journal of claimed) {
        const answer = await askNetwork(deps, journal);
        if (answer === 'pending') {
          totals.unanswered++;
          await answerIdempotencyKey(tx, receiptOf(journal), { onlyInFlight: true });
          continue;
        }
        const { receipt, notice } = await settleJournal(tx, { journalId: journal.id, answer, now });
        await answerIdempotencyKey(tx, receipt);
        if (notice) alerts.push(alertOf(journal.customerId!, 'moneySent', notice));
        if (receipt.prepaidToken) tokens.push({ customerId: journal.customerId!, receipt });
        totals[receipt.transactionStatus === 'SUCCESS' ? 'settled' : 'reversed']++;
      }
      return claimed;
    });
    await textTransactionAlerts(deps, alerts);
    for (const { customerId, receipt } of tokens) {
      const [customer] = await deps.db
        .select({ mobileNumber: customers.mobileNumber, language: customers.language })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (customer) await textPrepaidToken(deps.channel, customer, receipt);
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return totals;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The network's answer for a journal; `pending` when it fails to give one (it is asked again next run). */
async function askNetwork(deps: MoneyDeps, journal: JournalRow): Promise<NetworkAnswer | 'pending'> {
  const network = (journal.details?.network ?? journal.type) as NetworkName;
  const order = networkOrder(journal.transactionId, journal.amount, {
    number: journal.toNumber,
    name: journal.toName,
  });
  try {
    return await deps.networks.get(network)!.enquire(order);
  } catch {
    return 'pending';
  }
}

/** Forgets idempotency keys older than a day: a retry comes within minutes, not days. */
export async function forgetOldIdempotencyKeys(deps: MoneyDeps, now: Date): Promise<void> {
  await deps.db.execute(
    sql`delete from idempotency_keys where created_at < ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`,
  );
}
