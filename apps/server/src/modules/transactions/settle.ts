import { and, eq } from 'drizzle-orm';
import { formatPrepaidToken, formatTaka, type TransactionReceipt } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys, journals, notifications, type JournalRow } from '../../db/schema/index.ts';
import { newTransactionId, reverseJournal } from '../ledger/ledger.ts';
import { limitPeriods } from '../limits/periods.ts';
import type { MessageChannel } from '../messaging/channel.ts';
import type { NetworkAnswer } from '../networks/adapters.ts';
import type { TransactionAlert } from '../settings/notification-preferences.ts';
import { receiptOf } from './receipts.ts';

/** What the customer calls a movement of each type, for the titles of their notifications. */
function movementName(type: string): string {
  if (type === 'mfs') return 'MFS transfer';
  if (type === 'recharge') return 'Mobile recharge';
  if (type === 'prepaid_electricity') return 'Electricity recharge';
  if (['own', 'within_bank', 'npsb', 'beftn'].includes(type)) return 'Fund transfer';
  return 'Payment';
}

/** The customer's notification for a transfer in its receipt's status, stored in English (decision 023). */
export function noticeFor(receipt: TransactionReceipt, amount: bigint): { title: string; text: string } {
  const name = movementName(receipt.type);
  const sent = `${formatTaka(amount, 'en')} to ${receipt.toAccountName} (${receipt.toAccount})`;
  switch (receipt.transactionStatus) {
    case 'SUCCESS': {
      const token =
        receipt.prepaidToken && ` Token for your meter: ${formatPrepaidToken(receipt.prepaidToken)}.`;
      return { title: `${name} successful`, text: `${sent} sent.${token ?? ''}` };
    }
    case 'PROCESSING':
      return { title: `${name} processing`, text: `${sent} is on its way.` };
    default:
      return { title: `${name} reversed`, text: `${sent} could not be delivered. The money is back.` };
  }
}

/** The payee's notification of a within-bank transfer, stored in English (decision 023). */
export function creditNoticeFor(
  receipt: TransactionReceipt,
  amount: bigint,
): { title: string; text: string } {
  return {
    title: 'Money received',
    text: `${formatTaka(amount, 'en')} from ${receipt.fromAccountName} received in your account ${receipt.toAccount}.`,
  };
}

/** The payer's alert of a transfer in its receipt's status, which goes by SMS too when they asked for it. */
export const sentAlert = (
  customerId: string,
  receipt: TransactionReceipt,
  amount: bigint,
): TransactionAlert => ({
  customerId,
  kind: 'moneySent',
  ...noticeFor(receipt, amount),
});

/** The payee's alert of a within-bank credit, which goes by SMS too when they asked for it. */
export const receivedAlert = (
  customerId: string,
  receipt: TransactionReceipt,
  amount: bigint,
): TransactionAlert => ({
  customerId,
  kind: 'moneyReceived',
  ...creditNoticeFor(receipt, amount),
});

export function notify(
  db: Database,
  customerId: string,
  receipt: TransactionReceipt,
  amount: bigint,
  now: Date,
) {
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
 * Texts the customer the token a prepaid vend issued (when the receipt has one): the meter needs it, and the
 * customer may be standing at the meter, not at the screen. Sent after the settlement commits.
 */
export async function textPrepaidToken(
  channel: MessageChannel,
  mobileNumber: string,
  receipt: TransactionReceipt,
): Promise<void> {
  if (!receipt.prepaidToken) return;
  await channel.send({
    channel: 'sms',
    to: mobileNumber,
    purpose: 'prepaid-token',
    text:
      `Taka: electricity token for meter ${receipt.toAccount}: ${formatPrepaidToken(receipt.prepaidToken)}. ` +
      `Amount BDT ${receipt.transactionAmount}, transaction ${receipt.transactionId}.`,
  });
}

/**
 * Stores `receipt` as the answer a replay of the transfer's Idempotency-Key gets; `onlyInFlight` leaves a key that
 * already has an answer as it is.
 */
export function answerIdempotencyKey(
  db: Database,
  receipt: TransactionReceipt,
  { onlyInFlight = false }: { onlyInFlight?: boolean } = {},
) {
  const ofTransfer = eq(idempotencyKeys.transactionId, receipt.transactionId);
  return db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: 200, response: receipt })
    .where(onlyInFlight ? and(ofTransfer, eq(idempotencyKeys.state, 'in_flight')) : ofTransfer);
}

/**
 * A network's final answer on a PROCESSING journal: accepted marks it SUCCESS (keeping the token a prepaid vend
 * issued); rejected posts the reversal (a new journal, status REVERSE) that gives the customer everything back,
 * charges and limit usage included. The journal is locked first and settled only while still PROCESSING, so the
 * submitting request and reconciliation may both hear the answer and only one acts. Returns the final receipt.
 */
export async function settleJournal(
  db: Database,
  settlement: { journalId: number; answer: NetworkAnswer; now: Date },
): Promise<TransactionReceipt> {
  const { journalId, answer, now } = settlement;
  const [journal] = await db.select().from(journals).where(eq(journals.id, journalId)).for('update');
  if (!journal) throw new Error(`journal ${journalId} does not exist`);
  if (journal.status !== 'PROCESSING') return receiptOf(journal);
  let settled: JournalRow;
  if (answer.outcome === 'accepted') {
    const details = answer.token ? { ...journal.details, token: answer.token } : journal.details;
    settled = { ...journal, status: 'SUCCESS', details, updatedAt: now };
    await db
      .update(journals)
      .set({ status: 'SUCCESS', details, updatedAt: now })
      .where(eq(journals.id, journalId));
  } else {
    const reversal = {
      transactionId: newTransactionId(),
      createdAt: now,
      remarks: `Reversal of ${journal.transactionId}: rejected by the receiving network`,
    };
    await reverseJournal(db, journalId, reversal, limitPeriods(journal.createdAt));
    settled = { ...journal, status: 'REVERSE', updatedAt: now };
  }
  const receipt = receiptOf(settled);
  if (journal.customerId) await notify(db, journal.customerId, receipt, journal.amount, now);
  return receipt;
}
