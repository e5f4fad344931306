import { and, desc, eq, sql } from 'drizzle-orm';
import {
  formatMoney,
  parseMoney,
  type StandingInstruction,
  type StandingRun,
  type TransferSchedule,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  journals,
  standingInstructions,
  standingRuns,
  type StandingInstructionRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ActivityActor } from '../activity/record.ts';
import {
  recordStandingInstructionChange,
  type StandingInstructionChange,
} from '../activity/standing-instructions.ts';
import { receiptOf } from '../transactions/receipts.ts';
import { nextOccurrence, type Recurrence } from './recurrence.ts';

export const recurrenceOf = (row: StandingInstructionRow): Recurrence => ({
  firstRunAt: row.firstRunAt,
  frequency: row.frequency,
  endsOn: row.endsOn,
});

/** The instruction's amount in poisha (its request holds the contract's decimal string). */
export const amountOf = (row: Pick<StandingInstructionRow, 'request'>) =>
  parseMoney(String(row.request.amount));

/** The schedule as the customer set it up, from the row's columns. */
function scheduleOf(row: StandingInstructionRow): TransferSchedule {
  if (!row.frequency) return { startAt: row.firstRunAt.toISOString(), repeat: null };
  const end =
    row.endsOn !== null
      ? { type: 'until' as const, date: row.endsOn }
      : row.maxRuns !== null
        ? { type: 'count' as const, count: row.maxRuns }
        : { type: 'never' as const };
  return { startAt: row.firstRunAt.toISOString(), repeat: { frequency: row.frequency, end } };
}

export const toInstruction = (row: StandingInstructionRow): StandingInstruction => ({
  id: row.id,
  type: row.type as StandingInstruction['type'],
  amount: formatMoney(amountOf(row)),
  remarks: String(row.request.remarks ?? ''),
  source: { id: row.sourceAccountId, number: row.sourceNumber },
  payee: row.payee,
  schedule: scheduleOf(row),
  status: row.status,
  nextRunAt: row.nextRunAt?.toISOString() ?? null,
  runsMade: row.runsMade,
  createdAt: row.createdAt.toISOString(),
});

/** The customer's instruction, for a change; another customer's is NOT_FOUND (404). */
export async function ownInstruction(db: Database, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(standingInstructions)
    .where(and(eq(standingInstructions.id, id), eq(standingInstructions.customerId, customerId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The customer's standing instructions, newest first. */
export async function listInstructions(db: Database, customerId: string): Promise<StandingInstruction[]> {
  const rows = await db
    .select()
    .from(standingInstructions)
    .where(eq(standingInstructions.customerId, customerId))
    .orderBy(desc(standingInstructions.createdAt), desc(standingInstructions.id));
  return rows.map(toInstruction);
}

const RUNS_SHOWN = 100;

/**
 * An instruction's runs, newest first, each with the receipt of the transfer it made: the run's status is that
 * transfer's status now (a BEFTN run settles later), else the run's own (PENDING, FAIL without a posting, SKIPPED).
 */
export async function listRuns(db: Database, customerId: string, id: string): Promise<StandingRun[]> {
  await ownInstruction(db, customerId, id);
  const rows = await db
    .select({ run: standingRuns, journal: journals })
    .from(standingRuns)
    .leftJoin(journals, eq(journals.transactionId, standingRuns.transactionId))
    .where(eq(standingRuns.instructionId, id))
    .orderBy(desc(standingRuns.dueAt), desc(standingRuns.attempt))
    .limit(RUNS_SHOWN);
  return rows.map(({ run, journal }) => {
    const receipt = journal && receiptOf(journal);
    return {
      id: String(run.id),
      dueAt: run.dueAt.toISOString(),
      attempt: run.attempt,
      runAt: run.runAt.toISOString(),
      status: run.status === 'FAIL' || !receipt ? run.status : receipt.transactionStatus,
      failureCode: run.failureCode,
      receipt,
    };
  });
}

/** Who changed an instruction and when, as the activity log records it. */
export type InstructionActor = ActivityActor & { at: Date };

/** Records a change the customer made to an instruction in the activity log; call it in the change's transaction. */
export const recordInstructionChange = (
  tx: Database,
  actor: InstructionActor,
  change: StandingInstructionChange,
  row: StandingInstructionRow,
) =>
  recordStandingInstructionChange(tx, actor, change, actor.at, {
    id: row.id,
    transferType: row.type,
    amount: String(row.request.amount),
    frequency: row.frequency ?? 'once',
    payeeNumber: row.payee.number,
  });

export type StatusChange = 'pause' | 'resume' | 'cancel';

/** A completed instruction may still have a retry pending: cancelling it skips that. */
const ALLOWED_FROM: Record<StatusChange, StandingInstructionRow['status'][]> = {
  pause: ['ACTIVE'],
  resume: ['PAUSED'],
  cancel: ['ACTIVE', 'PAUSED', 'COMPLETED'],
};

/**
 * Pauses, resumes or cancels the customer's instruction. Pausing or cancelling skips its pending runs that no
 * instance is executing, so it never runs again; resuming continues with its first occurrence after now.
 */
export async function changeStatus(
  db: Database,
  event: InstructionActor & { instructionId: string; action: StatusChange },
): Promise<StandingInstruction> {
  const { instructionId, action, ...activity } = event;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(standingInstructions)
      .where(
        and(
          eq(standingInstructions.id, instructionId),
          eq(standingInstructions.customerId, activity.customerId),
        ),
      )
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (!ALLOWED_FROM[action].includes(row.status)) throw new AppError('STANDING_INSTRUCTION_STATUS');
    const next = action === 'resume' ? nextOccurrence(recurrenceOf(row), row.occurrence, activity.at) : null;
    const status =
      action === 'pause' ? 'PAUSED' : action === 'cancel' ? 'CANCELLED' : next ? 'ACTIVE' : 'COMPLETED';
    const [updated] = await tx
      .update(standingInstructions)
      .set({
        status,
        ...(action !== 'pause' && { nextRunAt: next?.at ?? null, occurrence: next?.index ?? row.occurrence }),
        updatedAt: activity.at,
      })
      .where(eq(standingInstructions.id, row.id))
      .returning();
    if (action !== 'resume') await skipPendingRuns(tx, row.id, activity.at);
    const change = action === 'pause' ? 'paused' : action === 'cancel' ? 'cancelled' : 'resumed';
    await recordInstructionChange(tx, activity, change, updated!);
    return toInstruction(updated!);
  });
}

/** Pending runs of an instruction that no instance is executing now become SKIPPED (pause, cancel). */
function skipPendingRuns(tx: Database, instructionId: string, now: Date) {
  return tx
    .update(standingRuns)
    .set({ status: 'SKIPPED', finishedAt: now })
    .where(
      and(
        eq(standingRuns.instructionId, instructionId),
        eq(standingRuns.status, 'PENDING'),
        sql`(${standingRuns.claimedUntil} is null or ${standingRuns.claimedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    );
}
