import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { formatMoney, TransferRequestSchema, type FormatLanguage } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  customers,
  journals,
  notifications,
  standingInstructions,
  standingRuns,
  type StandingInstructionRow,
  type StandingRunRow,
} from '../../db/schema/index.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import { customerTexts } from '../languages/texts.ts';
import { payloadHash, type MoneyDeps } from '../transactions/deps.ts';
import { postTransfer, type StoredAnswer } from '../transactions/execute.ts';
import { nextOccurrence } from './recurrence.ts';
import { amountOf, recurrenceOf } from './instructions.ts';

/** How long an instance holds a run it executes; a run still pending after it is executed again (a replay). */
export const RUN_LEASE_MS = 5 * 60_000;
/** A failed first attempt is tried once more, this long after. */
export const RETRY_AFTER_MS = 60 * 60_000;
const BATCH = 50;

/** Whose instructions a tick looks at: everyone's, or one customer's (the development route). */
export type SchedulerScope = { customerId?: string };

export type ClaimedRun = {
  run: StandingRunRow;
  instruction: StandingInstructionRow;
  customer: { mobileNumber: string; language: FormatLanguage };
};

/**
 * The idempotency key of a run: the same for every instance and every retry of the same attempt, so however often
 * it is posted, the ledger holds one transfer (decision 028).
 */
export const runKey = (run: Pick<StandingRunRow, 'instructionId' | 'dueAt' | 'attempt'>) =>
  `so-${run.instructionId}-${run.dueAt.getTime()}-${run.attempt}`;

/**
 * One pass of the scheduler as of `asOf`: due instructions get their run, and due runs are executed. A run whose
 * execution threw (the database away, a network answer still in flight) stays pending: its lease runs out and a later
 * pass executes it again under the same key. Answers how many runs were executed and what those threw.
 */
export async function runScheduler(
  deps: MoneyDeps,
  asOf: Date,
  scope: SchedulerScope = {},
): Promise<{ executed: number; unfinished: unknown[] }> {
  await materializeDue(deps.db, asOf, scope);
  await settleProcessingRuns(deps.db, asOf, scope);
  const claimed = await claimDueRuns(deps.db, asOf, scope);
  const unfinished: unknown[] = [];
  for (const one of claimed) {
    try {
      await executeRun(deps, one, asOf);
    } catch (error) {
      unfinished.push(error);
    }
  }
  return { executed: claimed.length - unfinished.length, unfinished };
}

/**
 * Inserts the run of every active instruction whose next occurrence has come and moves it to its first occurrence
 * after `asOf`: occurrences missed while no server ran are caught up once, not once each.
 */
export async function materializeDue(db: Database, asOf: Date, scope: SchedulerScope): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(standingInstructions)
      .where(
        and(
          eq(standingInstructions.status, 'ACTIVE'),
          lte(standingInstructions.nextRunAt, asOf),
          scope.customerId ? eq(standingInstructions.customerId, scope.customerId) : undefined,
        ),
      )
      .orderBy(asc(standingInstructions.nextRunAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const instruction of due) {
      const dueAt = instruction.nextRunAt!;
      await tx
        .insert(standingRuns)
        .values({
          instructionId: instruction.id,
          customerId: instruction.customerId,
          dueAt,
          attempt: 1,
          runAt: dueAt,
          amount: amountOf(instruction),
          status: 'PENDING',
        })
        .onConflictDoNothing();
      const runsMade = instruction.runsMade + 1;
      const next =
        instruction.maxRuns !== null && runsMade >= instruction.maxRuns
          ? null
          : nextOccurrence(recurrenceOf(instruction), instruction.occurrence + 1, asOf);
      await tx
        .update(standingInstructions)
        .set({
          runsMade,
          occurrence: next?.index ?? instruction.occurrence + 1,
          nextRunAt: next?.at ?? null,
          status: next ? 'ACTIVE' : 'COMPLETED',
          updatedAt: asOf,
        })
        .where(eq(standingInstructions.id, instruction.id));
    }
  });
}

/**
 * Leases the pending runs whose time has come (of instructions neither paused nor cancelled) that no instance holds,
 * skipping rows another instance has locked: two instances never take the same run.
 */
export async function claimDueRuns(db: Database, asOf: Date, scope: SchedulerScope): Promise<ClaimedRun[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        run: standingRuns,
        instruction: standingInstructions,
        customer: { mobileNumber: customers.mobileNumber, language: customers.language },
      })
      .from(standingRuns)
      .innerJoin(standingInstructions, eq(standingInstructions.id, standingRuns.instructionId))
      .innerJoin(customers, eq(customers.id, standingRuns.customerId))
      .where(
        and(
          eq(standingRuns.status, 'PENDING'),
          lte(standingRuns.runAt, asOf),
          or(isNull(standingRuns.claimedUntil), lt(standingRuns.claimedUntil, asOf)),
          inArray(standingInstructions.status, ['ACTIVE', 'COMPLETED']),
          scope.customerId ? eq(standingRuns.customerId, scope.customerId) : undefined,
        ),
      )
      .orderBy(asc(standingRuns.runAt))
      .limit(BATCH)
      .for('update', { of: standingRuns, skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(standingRuns)
      .set({ claimedUntil: new Date(asOf.getTime() + RUN_LEASE_MS) })
      .where(
        inArray(
          standingRuns.id,
          rows.map((row) => row.run.id),
        ),
      );
    return rows;
  });
}

/** Posts a claimed run through the one money pipeline, authorized by its instruction, under its derived key. */
export function postRun(deps: MoneyDeps, { run, instruction, customer }: ClaimedRun): Promise<StoredAnswer> {
  const request = TransferRequestSchema.parse({ ...instruction.request, amount: formatMoney(run.amount) });
  const actor = { customerId: run.customerId, sessionId: '', ...customer };
  const key = {
    key: runKey(run),
    requestHash: payloadHash({
      standingInstruction: run.instructionId,
      dueAt: run.dueAt,
      attempt: run.attempt,
    }),
  };
  return postTransfer(deps, actor, key, request, 'standing-instruction');
}

/** Posts the run and marks it with the answer; a refusal marks it FAIL (decision 028). */
export async function executeRun(deps: MoneyDeps, claimed: ClaimedRun, asOf: Date): Promise<void> {
  let answer: StoredAnswer;
  try {
    answer = await postRun(deps, claimed);
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'IDEMPOTENCY_IN_FLIGHT') throw error;
    await failRun(deps.db, claimed, error.code, asOf);
    return;
  }
  const { transactionStatus, transactionId } = answer.body;
  if (transactionStatus !== 'SUCCESS' && transactionStatus !== 'PROCESSING') {
    await failRun(deps.db, claimed, 'NETWORK_REJECTED', asOf, transactionId);
    return;
  }
  await deps.db
    .update(standingRuns)
    .set({ status: transactionStatus, transactionId, finishedAt: asOf, claimedUntil: null })
    .where(and(eq(standingRuns.id, claimed.run.id), eq(standingRuns.status, 'PENDING')));
}

/**
 * Runs still PROCESSING whose transfer the network has since answered (BEFTN answers at its clearing window): a
 * settled one is SUCCESS, a reversed one fails and is retried as a refusal at once is. So only transfers still in
 * flight stay PROCESSING, the few the partial index holds. Marking is guarded by the run's status, so an instance
 * doing this at the same time changes nothing more.
 */
export async function settleProcessingRuns(db: Database, asOf: Date, scope: SchedulerScope): Promise<void> {
  const answered = await db
    .select({ run: standingRuns, instruction: standingInstructions, outcome: journals.status })
    .from(standingRuns)
    .innerJoin(standingInstructions, eq(standingInstructions.id, standingRuns.instructionId))
    .innerJoin(journals, eq(journals.transactionId, standingRuns.transactionId))
    .where(
      and(
        eq(standingRuns.status, 'PROCESSING'),
        inArray(journals.status, ['SUCCESS', 'REVERSE']),
        scope.customerId ? eq(standingRuns.customerId, scope.customerId) : undefined,
      ),
    )
    .limit(BATCH);
  for (const { run, instruction, outcome } of answered) {
    if (outcome === 'REVERSE') {
      await failRun(db, { run, instruction }, 'NETWORK_REJECTED', asOf, run.transactionId);
      continue;
    }
    await db
      .update(standingRuns)
      .set({ status: 'SUCCESS' })
      .where(and(eq(standingRuns.id, run.id), eq(standingRuns.status, 'PROCESSING')));
  }
}

/** FAIL with its reason, the customer told, and a first attempt's retry an hour later: one transaction. */
async function failRun(
  db: Database,
  { run, instruction }: Pick<ClaimedRun, 'run' | 'instruction'>,
  code: ErrorCode | 'NETWORK_REJECTED',
  asOf: Date,
  transactionId: string | null = null,
): Promise<void> {
  const retry = run.attempt === 1;
  await db.transaction(async (tx) => {
    const { t, taka } = await customerTexts(tx, run.customerId);
    const marked = await tx
      .update(standingRuns)
      .set({ status: 'FAIL', failureCode: code, transactionId, finishedAt: asOf, claimedUntil: null })
      .where(and(eq(standingRuns.id, run.id), inArray(standingRuns.status, ['PENDING', 'PROCESSING'])))
      .returning({ id: standingRuns.id });
    if (marked.length === 0) return;
    await tx.insert(notifications).values({
      customerId: run.customerId,
      category: 'TRANSACTIONAL',
      messageTitle: t('messages.scheduledRunFailed.title'),
      messageText: t(`messages.scheduledRunFailed.${retry ? 'textRetried' : 'text'}`, {
        amount: taka(run.amount),
        payee: `${instruction.payee.name} (${instruction.payee.number})`,
        reason: t(code === 'NETWORK_REJECTED' ? 'messages.networkRefused' : `errors.api.${code}`),
      }),
      transactionId,
      createdAt: asOf,
    });
    if (retry)
      await tx
        .insert(standingRuns)
        .values({
          instructionId: run.instructionId,
          customerId: run.customerId,
          dueAt: run.dueAt,
          attempt: 2,
          runAt: new Date(asOf.getTime() + RETRY_AFTER_MS),
          amount: run.amount,
          status: 'PENDING',
        })
        .onConflictDoNothing();
  });
}
