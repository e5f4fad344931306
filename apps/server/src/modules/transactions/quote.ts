import { sql } from 'drizzle-orm';
import {
  describeSchedule,
  formatMoney,
  type OtpChallenge,
  type TransferQuote,
  type TransferRequest,
  type TransferSchedule,
} from '@taka/contracts';
import { AppError, ERRORS, type ErrorCode } from '../../errors.ts';
import { availableBalance } from '../accounts/accounts.ts';
import { firstRow, preparedCall } from '../ledger/ledger.ts';
import { limitPeriods } from '../limits/periods.ts';
import { activityRowJson } from '../activity/record.ts';
import type { Texts } from '../languages/texts.ts';
import { codeSentEvent, newCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from './deps.ts';
import { planTransfer, type TransferPlan } from './plan.ts';

/** The action a transfer code allows. */
export const TRANSFER_PURPOSE = 'transfer';

const limitCheckSql = (actor: Actor, plan: TransferPlan, now: Date) => {
  const { day, month } = limitPeriods(now);
  return sql`limit_check(${actor.customerId}::uuid, ${plan.type}, ${String(plan.amount)}::bigint, ${day}::date, ${month}::date)`;
};

/** The source's available balance and the limit the transfer would break now: one query. */
async function assess(deps: MoneyDeps, actor: Actor, plan: TransferPlan) {
  const row = await firstRow<{
    kind: string;
    status: string;
    balance: string;
    min_balance: string | null;
    code: ErrorCode | null;
  }>(
    deps.db,
    sql`select kind, status, balance::text, min_balance::text, ${limitCheckSql(actor, plan, deps.clock.now())} as code
      from accounts where id = ${plan.source.id}::uuid`,
  );
  const available = availableBalance({
    kind: row.kind,
    status: row.status,
    balance: BigInt(row.balance),
    minBalance: row.min_balance === null ? null : BigInt(row.min_balance),
  });
  return { available, total: plan.amount + plan.charge + plan.vat, limit: row.code };
}

/** What the transfer would cost, to whom it goes and whether funds and limits allow it now. */
export async function quoteTransfer(
  deps: MoneyDeps,
  actor: Actor,
  request: TransferRequest,
): Promise<TransferQuote> {
  const plan = await planTransfer(deps, actor, request);
  const { available, total, limit } = await assess(deps, actor, plan);
  return {
    type: plan.type,
    amount: formatMoney(plan.amount),
    charge: formatMoney(plan.charge),
    vat: formatMoney(plan.vat),
    grandTotal: formatMoney(total),
    source: {
      id: plan.source.id,
      number: plan.source.number,
      title: plan.source.title,
      productName: plan.source.productName,
      availableBalance: formatMoney(available),
    },
    payee: { ...plan.payee, productName: plan.payee.productName ?? null },
    sufficientFunds: available >= total,
    limitCheck: { allowed: limit === null, code: limit, message: limit && ERRORS[limit].message },
  };
}

const transferCodeIssue = preparedCall<ErrorCode | null>('transfer_code_issue', [
  'jsonb',
  'jsonb',
  'uuid',
  'bigint',
  'jsonb',
]);

/**
 * What a transfer's code allows, as its SMS says it: the total, the payee and, for a standing instruction, its
 * schedule (dynamic linking: the customer reads everything the code authorises).
 */
export const transferAction =
  (plan: TransferPlan, schedule?: TransferSchedule) =>
  ({ t, taka, language }: Texts) => {
    const values = {
      total: taka(plan.amount + plan.charge + plan.vat),
      payee: `${plan.payee.name} (${plan.payee.number})`,
    };
    if (!schedule) return t('messages.codeActions.transfer', values);
    const described = describeSchedule(schedule, t, language);
    return t('messages.codeActions.scheduledTransfer', { ...values, schedule: described });
  };

/**
 * Sends the customer a code for exactly this transfer (bound to the session and the payload's hash), after the
 * same checks as the quote, made in the statement that stores the code: no code is sent for a transfer that would
 * be refused now.
 */
export async function requestTransferCode(
  deps: MoneyDeps,
  actor: Actor,
  request: TransferRequest,
): Promise<OtpChallenge> {
  const plan = await planTransfer(deps, actor, request);
  const now = deps.clock.now();
  const binding = {
    customerId: actor.customerId,
    purpose: TRANSFER_PURPOSE,
    sessionId: actor.sessionId,
    payloadHash: payloadHash(request),
  };
  const { row, ...issued } = newCode(deps.otpKey, binding, now);
  const code = {
    id: row.id,
    customer_id: row.customerId,
    purpose: row.purpose,
    session_id: row.sessionId,
    payload_hash: row.payloadHash,
    code_hash: row.codeHash,
    created_at: now.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
  const limit = { type: plan.type, amount: String(plan.amount), ...limitPeriods(now) };
  const total = String(plan.amount + plan.charge + plan.vat);
  const sent = codeSentEvent(
    binding,
    { client: actor.client, mobileNumber: actor.mobileNumber, details: { transferType: plan.type } },
    now,
  );
  const refusal = await transferCodeIssue(
    deps.db,
    JSON.stringify(code),
    JSON.stringify(limit),
    plan.source.id,
    total,
    activityRowJson(sent),
  );
  if (refusal) throw new AppError(refusal);
  return textCode(deps.channel, actor, issued, TRANSFER_PURPOSE, transferAction(plan));
}
