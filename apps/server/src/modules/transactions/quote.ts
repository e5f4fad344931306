import { eq } from 'drizzle-orm';
import {
  formatMoney,
  formatTakaDisplay,
  type OtpChallenge,
  type TransferQuote,
  type TransferRequest,
} from '@taka/contracts';
import { accounts } from '../../db/schema/index.ts';
import { AppError, ERRORS } from '../../errors.ts';
import { availableBalance } from '../accounts/accounts.ts';
import { limitCheck } from '../limits/limits.ts';
import { issueCode, OTP_LIFETIME_MS } from '../otp/one-time-codes.ts';
import { maskMobile, payloadHash, type Actor, type MoneyDeps } from './deps.ts';
import { planTransfer, type TransferPlan } from './plan.ts';

/** The action a transfer code allows. */
export const TRANSFER_PURPOSE = 'transfer';

async function assess(deps: MoneyDeps, actor: Actor, request: TransferRequest) {
  const plan = await planTransfer(deps, actor.customerId, request);
  const [[source], limit] = await Promise.all([
    deps.db
      .select({
        kind: accounts.kind,
        status: accounts.status,
        balance: accounts.balance,
        minBalance: accounts.minBalance,
      })
      .from(accounts)
      .where(eq(accounts.id, plan.source.id)),
    limitCheck(deps.db, actor.customerId, plan.type, plan.amount, deps.clock.now()),
  ]);
  const available = source ? availableBalance(source) : 0n;
  return { plan, available, total: plan.amount + plan.charge + plan.vat, limit };
}

/** What the transfer would cost, to whom it goes and whether funds and limits allow it now. */
export async function quoteTransfer(
  deps: MoneyDeps,
  actor: Actor,
  request: TransferRequest,
): Promise<TransferQuote> {
  const { plan, available, total, limit } = await assess(deps, actor, request);
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
      availableBalance: formatMoney(available),
    },
    payee: plan.payee,
    sufficientFunds: available >= total,
    limitCheck: { allowed: limit === null, code: limit, message: limit && ERRORS[limit].message },
  };
}

function codeMessage(plan: TransferPlan, code: string, challengeId: string): string {
  const total = formatTakaDisplay(plan.amount + plan.charge + plan.vat);
  const payee = `${plan.payee.name} (${plan.payee.number})`;
  const ref = challengeId.slice(0, 8).toUpperCase();
  return (
    `Taka: ${code} is your code to send ${total} to ${payee}. Ref ${ref}. ` +
    `Valid ${OTP_LIFETIME_MS / 60_000} minutes. Never share it.`
  );
}

/**
 * Sends the customer a code for exactly this transfer (bound to the session and the payload's hash), after the
 * same checks as the quote: no code is sent for a transfer that would be refused now.
 */
export async function requestTransferCode(
  deps: MoneyDeps,
  actor: Actor,
  request: TransferRequest,
): Promise<OtpChallenge> {
  const { plan, available, total, limit } = await assess(deps, actor, request);
  if (limit) throw new AppError(limit);
  if (available < total) throw new AppError('INSUFFICIENT_FUNDS');
  const binding = {
    customerId: actor.customerId,
    purpose: TRANSFER_PURPOSE,
    sessionId: actor.sessionId,
    payloadHash: payloadHash(request),
  };
  const issued = await issueCode(deps.db, deps.otpKey, binding, deps.clock.now());
  await deps.channel.send({
    channel: 'sms',
    to: actor.mobileNumber,
    purpose: TRANSFER_PURPOSE,
    code: issued.code,
    text: codeMessage(plan, issued.code, issued.id),
  });
  return {
    challengeId: issued.id,
    expiresAt: issued.expiresAt.toISOString(),
    sentTo: maskMobile(actor.mobileNumber),
  };
}
