import { eq } from 'drizzle-orm';
import {
  canRepeat,
  canSchedule,
  type OtpChallenge,
  type ScheduledTransfer,
  type StandingInstruction,
} from '@taka/contracts';
import { standingInstructions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { dhakaDate } from '../limits/periods.ts';
import { CHALLENGE_REFUSALS, checkChallenge, issueCode, type CodeBinding } from '../otp/one-time-codes.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';
import { planTransfer, type TransferPlan } from '../transactions/plan.ts';
import { transferAction } from '../transactions/quote.ts';
import { textCode } from '../otp/text-code.ts';
import { ownInstruction, recordInstructionChange, toInstruction } from './instructions.ts';

/** The action a code for setting up or changing a standing instruction allows. */
export const STANDING_INSTRUCTION_PURPOSE = 'standing-instruction';

/** Bound like a transfer's code (session, payload hash), with the schedule or the instruction in the payload. */
const bindingOf = (actor: Actor, payload: unknown): CodeBinding => ({
  customerId: actor.customerId,
  purpose: STANDING_INSTRUCTION_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash(payload),
});

/** The transfer planned as it would run, after the schedule's own checks: the code is sent only for a valid one. */
async function planScheduled(deps: MoneyDeps, actor: Actor, input: ScheduledTransfer): Promise<TransferPlan> {
  const { request, schedule } = input;
  if (!canSchedule(request.type) || (schedule.repeat && !canRepeat(request.type)))
    throw new AppError('SCHEDULE_NOT_ALLOWED');
  const startAt = new Date(schedule.startAt);
  if (startAt.getTime() <= deps.clock.now().getTime()) throw new AppError('SCHEDULE_IN_PAST');
  const end = schedule.repeat?.end;
  if (end?.type === 'until' && end.date < dhakaDate(startAt))
    throw new AppError('SCHEDULE_ENDS_BEFORE_START');
  return planTransfer(deps, actor, request);
}

async function consume(deps: MoneyDeps, binding: CodeBinding, challengeId: string, code: string) {
  const check = await checkChallenge(deps.db, deps.otpKey, challengeId, binding, code, deps.clock.now());
  if (check !== 'ok') throw new AppError(CHALLENGE_REFUSALS[check]);
}

/**
 * A code for setting up exactly this transfer on exactly this schedule. Funds and limits are not asked now: each
 * run meets them when it posts.
 */
export async function requestSetupCode(
  deps: MoneyDeps,
  actor: Actor,
  input: ScheduledTransfer,
): Promise<OtpChallenge> {
  const plan = await planScheduled(deps, actor, input);
  const issued = await issueCode(deps.db, deps.otpKey, bindingOf(actor, input), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { transferType: input.request.type, standingInstruction: true },
  });
  const action = transferAction(plan, input.schedule);
  return textCode(deps.channel, actor, issued, STANDING_INSTRUCTION_PURPOSE, action);
}

/** Sets up the standing instruction the code was sent for; its first run is at `schedule.startAt`. */
export async function setUpInstruction(
  deps: MoneyDeps,
  actor: Actor,
  input: ScheduledTransfer & { challengeId: string; code: string },
): Promise<StandingInstruction> {
  const { challengeId, code, ...scheduled } = input;
  const plan = await planScheduled(deps, actor, scheduled);
  await consume(deps, bindingOf(actor, scheduled), challengeId, code);
  const { request, schedule } = scheduled;
  const end = schedule.repeat?.end;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(standingInstructions)
      .values({
        customerId: actor.customerId,
        type: request.type,
        request,
        sourceAccountId: plan.source.id,
        sourceNumber: plan.source.number,
        payee: { name: plan.payee.name, number: plan.payee.number, institution: plan.payee.institution },
        firstRunAt: new Date(schedule.startAt),
        frequency: schedule.repeat?.frequency ?? null,
        endsOn: end?.type === 'until' ? end.date : null,
        maxRuns: end?.type === 'count' ? end.count : schedule.repeat ? null : 1,
        status: 'ACTIVE',
        nextRunAt: new Date(schedule.startAt),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordInstructionChange(tx, { ...actor, at: now }, 'set-up', row!);
    return toInstruction(row!);
  });
}

/** The payload an amount change's code is bound to. */
const amountChange = (instructionId: string, amount: string) => ({
  standingInstruction: instructionId,
  amount,
});

/** The instruction's request with a new amount, planned (a closed instruction takes no change). */
async function planNewAmount(deps: MoneyDeps, actor: Actor, instructionId: string, amount: string) {
  const row = await ownInstruction(deps.db, actor.customerId, instructionId);
  if (row.status !== 'ACTIVE' && row.status !== 'PAUSED') throw new AppError('STANDING_INSTRUCTION_STATUS');
  const request = { ...row.request, amount } as ScheduledTransfer['request'];
  return { row, request, plan: await planTransfer(deps, actor, request) };
}

/** A code for changing the instruction's amount to exactly `amount`. */
export async function requestAmountCode(
  deps: MoneyDeps,
  actor: Actor,
  instructionId: string,
  amount: string,
): Promise<OtpChallenge> {
  const { row, plan } = await planNewAmount(deps, actor, instructionId, amount);
  const binding = bindingOf(actor, amountChange(instructionId, amount));
  const issued = await issueCode(deps.db, deps.otpKey, binding, deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { transferType: plan.type, standingInstruction: true },
  });
  const action = transferAction(plan, toInstruction(row).schedule);
  return textCode(deps.channel, actor, issued, STANDING_INSTRUCTION_PURPOSE, action);
}

/** Changes the amount of the runs to come (a run already made keeps the amount it was made with). */
export async function editAmount(
  deps: MoneyDeps,
  actor: Actor,
  instructionId: string,
  input: { amount: string; challengeId: string; code: string },
): Promise<StandingInstruction> {
  const { request } = await planNewAmount(deps, actor, instructionId, input.amount);
  await consume(
    deps,
    bindingOf(actor, amountChange(instructionId, input.amount)),
    input.challengeId,
    input.code,
  );
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(standingInstructions)
      .set({ request, updatedAt: now })
      .where(eq(standingInstructions.id, instructionId))
      .returning();
    await recordInstructionChange(tx, { ...actor, at: now }, 'amount-changed', row!);
    return toInstruction(row!);
  });
}
