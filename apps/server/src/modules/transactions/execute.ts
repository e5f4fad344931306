import { and, eq } from 'drizzle-orm';
import {
  formatTakaDisplay,
  TRANSACTION_STATUS_MESSAGES,
  type ExecuteTransfer,
  type TransactionReceipt,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys, journals, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  journalJson,
  ledgerRefusal,
  legsJson,
  newTransactionId,
  preparedCall,
  reverseJournal,
  withRetry,
} from '../ledger/ledger.ts';
import { limitPeriods } from '../limits/periods.ts';
import type { NetworkAnswer } from '../networks/adapters.ts';
import { CHALLENGE_REFUSALS, checkChallenge, codeHash, OTP_MAX_ATTEMPTS } from '../otp/one-time-codes.ts';
import { payloadHash, type Actor, type MoneyDeps } from './deps.ts';
import { journalOf, planTransfer, type TransferPlan } from './plan.ts';
import { TRANSFER_PURPOSE } from './quote.ts';
import { receiptOf } from './receipts.ts';

export type StoredAnswer = { statusCode: number; body: TransactionReceipt };

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

/** What the customer calls a movement of each type, for the titles of their notifications. */
function movementName(type: string): string {
  if (type === 'mfs') return 'MFS transfer';
  if (type === 'recharge') return 'Mobile recharge';
  if (['own', 'within_bank', 'npsb', 'beftn'].includes(type)) return 'Fund transfer';
  return 'Payment';
}

/** The customer's notification for a transfer in `status`. */
function noticeFor(receipt: TransactionReceipt, amount: bigint): { title: string; text: string } {
  const name = movementName(receipt.type);
  const sent = `${formatTakaDisplay(amount)} to ${receipt.toAccountName} (${receipt.toAccount})`;
  switch (receipt.transactionStatus) {
    case 'SUCCESS':
      return { title: `${name} successful`, text: `${sent} sent.` };
    case 'PROCESSING':
      return { title: `${name} processing`, text: `${sent} is on its way.` };
    default:
      return { title: `${name} reversed`, text: `${sent} could not be delivered. The money is back.` };
  }
}

/**
 * POST /api/transactions: the whole pipeline after the contract. Claims the Idempotency-Key, consumes the code and
 * posts the journal in one database round trip (SQL `money_transfer`); a replay of the key answers what the first
 * request answered. An external network then gets the order; its rejection reverses the debit.
 */
export async function executeTransfer(
  deps: MoneyDeps,
  actor: Actor,
  idempotencyKey: string,
  body: ExecuteTransfer,
): Promise<StoredAnswer> {
  const plan = await planTransfer(deps, actor.customerId, body.request);
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
    payloadHash: payloadHash(body.request),
  };
  const key = {
    key: idempotencyKey,
    request_hash: payloadHash(body),
    ...(plan.network ? {} : { response: receipt }),
  };
  const otp = {
    id: body.challengeId,
    code_hash: codeHash(deps.otpKey, body.challengeId, binding, body.code),
    max_attempts: OTP_MAX_ATTEMPTS,
  };
  const limit = { type: plan.type, amount: String(plan.amount), ...periods };
  const notice = plan.network ? null : noticeFor(receipt, plan.amount);

  let result: Executed | Replayed;
  try {
    result = await withRetry(() =>
      moneyTransfer(
        deps.db,
        actor.customerId,
        JSON.stringify(key),
        JSON.stringify(otp),
        JSON.stringify(journalJson(draft)),
        JSON.stringify(legsJson(plan.legs, plan.owned)),
        JSON.stringify(limit),
        notice && JSON.stringify(notice),
      ),
    );
  } catch (error) {
    const refusal = ledgerRefusal(error);
    if (refusal === 'OTP_CHECK_FAILED') {
      const check = await checkChallenge(deps.db, deps.otpKey, body.challengeId, binding, body.code, now);
      throw new AppError(check === 'ok' ? 'OTP_INVALID' : CHALLENGE_REFUSALS[check]);
    }
    if (refusal) throw new AppError(refusal);
    throw error;
  }
  if (result.outcome === 'replay') return { statusCode: result.status_code, body: result.response };
  if (!plan.network) return { statusCode: 200, body: receipt };
  return handToNetwork(deps, actor, idempotencyKey, plan, Number(result.journal_id), receipt);
}

/** Submits the order to its network and stores the final answer on the key (PROCESSING while pending). */
async function handToNetwork(
  deps: MoneyDeps,
  actor: Actor,
  idempotencyKey: string,
  plan: TransferPlan,
  journalId: number,
  receipt: TransactionReceipt,
): Promise<StoredAnswer> {
  const adapter = deps.networks.get(plan.network!)!;
  const order = {
    transactionId: receipt.transactionId,
    amount: plan.amount,
    beneficiary: plan.payee.number,
    beneficiaryName: plan.payee.name,
  };
  let answer: NetworkAnswer | 'pending';
  try {
    answer = await adapter.submit(order);
  } catch {
    answer = 'pending'; // unknown outcome: never reversed blindly; the network's clearing tells
  }
  const now = deps.clock.now();
  const final: TransactionReceipt =
    answer === 'pending' ? receipt : settledReceipt(receipt, answer === 'accepted' ? 'SUCCESS' : 'REVERSE');
  await deps.db.transaction(async (tx) => {
    if (answer !== 'pending')
      await settleJournal(tx, {
        journalId,
        customerId: actor.customerId,
        answer,
        now,
        receipt: final,
        amount: plan.amount,
      });
    else await notify(tx, actor.customerId, final, plan.amount, now);
    await tx
      .update(idempotencyKeys)
      .set({ state: 'done', statusCode: 200, response: final })
      .where(and(eq(idempotencyKeys.customerId, actor.customerId), eq(idempotencyKeys.key, idempotencyKey)));
  });
  return { statusCode: 200, body: final };
}

const settledReceipt = (receipt: TransactionReceipt, status: 'SUCCESS' | 'REVERSE'): TransactionReceipt => ({
  ...receipt,
  transactionStatus: status,
  statusMessage: TRANSACTION_STATUS_MESSAGES[status],
});

function notify(db: Database, customerId: string, receipt: TransactionReceipt, amount: bigint, now: Date) {
  const notice = noticeFor(receipt, amount);
  return db.insert(notifications).values({
    customerId,
    category: 'TRANSACTIONAL',
    messageTitle: notice.title,
    messageText: notice.text,
    transactionId: receipt.transactionId,
    createdAt: now,
  });
}

/**
 * A network's final answer on a PROCESSING journal: accepted marks it SUCCESS; rejected posts the reversal (a new
 * journal, status REVERSE) that gives the customer everything back, charges and limit usage included.
 */
export async function settleJournal(
  db: Database,
  settlement: {
    journalId: number;
    customerId: string;
    answer: NetworkAnswer;
    now: Date;
    receipt: TransactionReceipt;
    amount: bigint;
  },
): Promise<void> {
  const { journalId, answer, now, receipt } = settlement;
  if (answer === 'accepted') {
    await db
      .update(journals)
      .set({ status: 'SUCCESS', updatedAt: now })
      .where(and(eq(journals.id, journalId), eq(journals.status, 'PROCESSING')));
  } else {
    const reversal = {
      transactionId: newTransactionId(),
      createdAt: now,
      remarks: `Reversal of ${receipt.transactionId}: rejected by the receiving network`,
    };
    await reverseJournal(db, journalId, reversal, limitPeriods(new Date(receipt.transactionTime)));
  }
  await notify(db, settlement.customerId, receipt, settlement.amount, now);
}
