import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { journals } from '../../db/schema/index.ts';
import { BEFTN_WINDOWS_DHAKA } from '../networks/adapters.ts';
import { dhakaDate, dhakaDayStart } from '../limits/periods.ts';
import type { MoneyDeps } from './deps.ts';
import { settleJournal } from './execute.ts';
import { receiptOf } from './receipts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

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

/**
 * BEFTN clearing: every BEFTN transfer still PROCESSING that was made before the latest clearing window gets the
 * network's answer: SUCCESS, or REVERSE with the money back. Items are claimed with FOR UPDATE SKIP LOCKED in
 * batches, so several servers (or the timer and a test) may run it at once without settling anything twice.
 */
export async function settleBeftn(
  deps: MoneyDeps,
  now: Date,
): Promise<{ settled: number; reversed: number }> {
  const cutoff = latestBeftnWindow(now);
  const adapter = deps.networks.get('beftn')!;
  const totals = { settled: 0, reversed: 0 };
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(journals)
        .where(
          and(eq(journals.type, 'beftn'), eq(journals.status, 'PROCESSING'), lt(journals.createdAt, cutoff)),
        )
        .orderBy(asc(journals.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const journal of batch) {
        const answer = await adapter.clear({
          transactionId: journal.transactionId,
          amount: journal.amount,
          beneficiary: journal.toNumber,
          beneficiaryName: journal.toName,
        });
        const status = answer === 'accepted' ? 'SUCCESS' : 'REVERSE';
        await settleJournal(tx, {
          journalId: journal.id,
          customerId: journal.customerId!,
          answer,
          now,
          receipt: receiptOf({ ...journal, status }),
          amount: journal.amount,
        });
        totals[answer === 'accepted' ? 'settled' : 'reversed']++;
      }
      return batch.length;
    });
    if (claimed < BATCH) return totals;
  }
}

/** Forgets idempotency keys older than a day: a retry comes within minutes, not days. */
export async function forgetOldIdempotencyKeys(deps: MoneyDeps, now: Date): Promise<void> {
  await deps.db.execute(
    sql`delete from idempotency_keys where created_at < ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`,
  );
}
