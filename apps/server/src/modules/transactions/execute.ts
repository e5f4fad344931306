import { and, eq } from 'drizzle-orm';
import type { ExecuteTransfer, TransactionReceipt } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  journalJson,
  ledgerRefusal,
  legsJson,
  newTransactionId,
  preparedCall,
  withRetry,
} from '../ledger/ledger.ts';
import { customerTexts, textsIn } from '../languages/texts.ts';
import { limitPeriods } from '../limits/periods.ts';
import { networkOrder, type NetworkAnswer } from '../networks/adapters.ts';
import { textTransactionAlerts } from '../settings/notification-preferences.ts';
import { CHALLENGE_REFUSALS, checkChallenge, codeHash, OTP_MAX_ATTEMPTS } from '../otp/one-time-codes.ts';
import { payloadHash, type Actor, type MoneyDeps } from './deps.ts';
import { journalOf, planTransfer, type TransferPlan } from './plan.ts';
import { TRANSFER_PURPOSE } from './quote.ts';
import { receiptOf } from './receipts.ts';
import {
  alertOf,
  answerIdempotencyKey,
  creditNoticeFor,
  noticeFor,
  notify,
  settleJournal,
  textPrepaidToken,
} from './settle.ts';

/** What a transfer request is answered; `replayed` when its Idempotency-Key had answered it before. */
export type StoredAnswer = { statusCode: number; body: TransactionReceipt; replayed?: true };

type Executed = { outcome: 'executed'; journal_id: string };
type Replayed = { outcome: 'replay'; status_code: number; response: TransactionReceipt };

const moneyTransfer = preparedCall<Executed | Replayed>('money_transfer', [
  'uuid',
  'jsonb',
  'jsonb',
  'jsonb',
  'jsonb',
  'jsonb',
  'jsonb',
]);

/**
 * POST /api/transactions: the whole pipeline after the contract. Claims the Idempotency-Key, consumes the code and
 * posts the journal in one database round trip (SQL `money_transfer`); a replay of the key answers what the first
 * request answered. An external network then gets the order; its rejection reverses the debit.
 */
export function executeTransfer(
  deps: MoneyDeps,
  actor: Actor,
  idempotencyKey: string,
  body: ExecuteTransfer,
): Promise<StoredAnswer> {
  const key = { key: idempotencyKey, requestHash: payloadHash(body) };
  return postTransfer(deps, actor, key, body.request, { challengeId: body.challengeId, code: body.code });
}

/** The customer's code for this transfer, or the standing instruction a code set up (a scheduled run, decision 028). */
export type Authorization = { challengeId: string; code: string } | 'standing-instruction';

/**
 * The pipeline itself, for a request authorized by its code or, for the scheduler only, by a standing instruction
 * (whose run comes from no client: the pipeline needs none).
 */
export async function postTransfer(
  deps: MoneyDeps,
  actor: Omit<Actor, 'client'>,
  idempotency: { key: string; requestHash: string },
  request: ExecuteTransfer['request'],
  authorization: Authorization,
): Promise<StoredAnswer> {
  let plan: TransferPlan;
  try {
    plan = await planTransfer(deps, actor, request);
  } catch (error) {
    // What the first request changed (a bill now paid) can refuse its plan: a retry of it still gets its answer.
    const replay = await storedAnswer(deps.db, actor.customerId, idempotency.key, idempotency.requestHash);
    if (replay) return replay;
    throw error;
  }
  const now = deps.clock.now();
  const periods = limitPeriods(now);
  const draft = journalOf(plan, actor.customerId, {
    transactionId: newTransactionId(),
    status: plan.network ? 'PROCESSING' : 'SUCCESS',
    now,
  });
  const receipt = receiptOf(draft);
  const binding = {
    customerId: actor.customerId,
    purpose: TRANSFER_PURPOSE,
    sessionId: actor.sessionId,
    payloadHash: payloadHash(request),
  };
  const key = {
    key: idempotency.key,
    request_hash: idempotency.requestHash,
    ...(plan.network ? {} : { response: receipt }),
  };
  const otp = authorization !== 'standing-instruction' && {
    id: authorization.challengeId,
    code_hash: codeHash(deps.otpKey, authorization.challengeId, binding, authorization.code),
    max_attempts: OTP_MAX_ATTEMPTS,
  };
  const limit = { type: plan.type, amount: String(plan.amount), ...periods };
  const sent = noticeFor(textsIn(actor.language), receipt, plan.amount);
  const payee = plan.payeeCustomerId && {
    customer_id: plan.payeeCustomerId,
    ...creditNoticeFor(await customerTexts(deps.db, plan.payeeCustomerId), receipt, plan.amount),
  };
  const notice = plan.network ? null : { ...sent, ...(payee && { payee }) };

  let result: Executed | Replayed;
  try {
    result = await withRetry(() =>
      moneyTransfer(
        deps.db,
        actor.customerId,
        JSON.stringify(key),
        otp ? JSON.stringify(otp) : null,
        JSON.stringify(journalJson(draft)),
        JSON.stringify(legsJson(plan.legs, plan.owned)),
        JSON.stringify(limit),
        notice && JSON.stringify(notice),
      ),
    );
  } catch (error) {
    const refusal = ledgerRefusal(error);
    if (refusal === 'OTP_CHECK_FAILED') {
      if (authorization === 'standing-instruction') throw error;
      const { challengeId, code } = authorization;
      const check = await checkChallenge(deps.db, deps.otpKey, challengeId, binding, code, now);
      throw new AppError(check === 'ok' ? 'OTP_INVALID' : CHALLENGE_REFUSALS[check]);
    }
    if (refusal) throw new AppError(refusal);
    throw error;
  }
  if (result.outcome === 'replay')
    return { statusCode: result.status_code, body: result.response, replayed: true };
  if (plan.network) return handToNetwork(deps, actor, plan, Number(result.journal_id), receipt);
  await textTransactionAlerts(deps, [
    alertOf(actor.customerId, 'moneySent', sent),
    ...(payee ? [alertOf(payee.customer_id, 'moneyReceived', payee)] : []),
  ]);
  return { statusCode: 200, body: receipt };
}

/** The answer stored on the customer's key for this same request; null for a key not used yet. */
async function storedAnswer(
  db: Database,
  customerId: string,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  if (!stored) return null;
  if (stored.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (stored.state !== 'done') throw new AppError('IDEMPOTENCY_IN_FLIGHT');
  return { statusCode: stored.statusCode!, body: stored.response as TransactionReceipt, replayed: true };
}

/**
 * Submits the order to its network and stores the answer on the key. An error from the network, or no answer
 * within `networkTimeoutMs`, leaves the outcome unknown: the customer is told PROCESSING at once, and the transfer
 * stays so (never reversed blindly) until reconciliation asks the network.
 */
async function handToNetwork(
  deps: MoneyDeps,
  actor: Omit<Actor, 'client'>,
  plan: TransferPlan,
  journalId: number,
  receipt: TransactionReceipt,
): Promise<StoredAnswer> {
  const adapter = deps.networks.get(plan.network!)!;
  const order = networkOrder(receipt.transactionId, plan.amount, plan.payee);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), deps.networkTimeoutMs);
  });
  let answer: NetworkAnswer | 'pending';
  try {
    answer = await Promise.race([adapter.submit(order), timeout]);
  } catch {
    answer = 'pending';
  } finally {
    clearTimeout(timer);
  }
  const now = deps.clock.now();
  const final = await deps.db.transaction(async (tx) => {
    let settled;
    if (answer === 'pending') {
      const notice = noticeFor(textsIn(actor.language), receipt, plan.amount);
      await notify(tx, actor.customerId, notice, receipt.transactionId, now);
      settled = { receipt, notice };
    } else settled = await settleJournal(tx, { journalId, answer, now });
    await answerIdempotencyKey(tx, settled.receipt);
    return settled;
  });
  if (final.notice) await textTransactionAlerts(deps, [alertOf(actor.customerId, 'moneySent', final.notice)]);
  if (answer !== 'pending') await textPrepaidToken(deps.channel, actor, final.receipt);
  return { statusCode: 200, body: final.receipt };
}
