import { and, eq } from 'drizzle-orm';
import { formatPrepaidToken, parseMoney, type TransactionReceipt } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys, journals, notifications, type JournalRow } from '../../db/schema/index.ts';
import { customerTexts, textsIn, type Texts } from '../languages/texts.ts';
import { newTransactionId, reverseJournal } from '../ledger/ledger.ts';
import { limitPeriods } from '../limits/periods.ts';
import type { MessageChannel, Recipient } from '../messaging/channel.ts';
import type { NetworkAnswer } from '../networks/adapters.ts';
import type { TransactionAlert } from '../settings/notification-preferences.ts';
import { receiptOf } from './receipts.ts';

/** What the customer calls a movement of each type, for the titles of their notifications. */
function movementKind(type: string): string {
  if (type === 'mfs' || type === 'recharge' || type === 'prepaid_electricity') return type;
  if (['own', 'within_bank', 'npsb', 'beftn'].includes(type)) return 'transfer';
  return 'payment';
}

export type Notice = { title: string; text: string };

/** The customer's notification of a transfer in its receipt's status, in the customer's language. */
export function noticeFor({ t, taka }: Texts, receipt: TransactionReceipt, amount: bigint): Notice {
  const kind = t(`messages.transfer.kinds.${movementKind(receipt.type)}`);
  const values = { kind, amount: taka(amount), payee: `${receipt.toAccountName} (${receipt.toAccount})` };
  switch (receipt.transactionStatus) {
    case 'SUCCESS': {
      const token = receipt.prepaidToken
        ? ` ${t('messages.transfer.meterToken', { token: formatPrepaidToken(receipt.prepaidToken) })}`
        : '';
      return {
        title: t('messages.transfer.successTitle', values),
        text: t('messages.transfer.successText', values) + token,
      };
    }
    case 'PROCESSING':
      return {
        title: t('messages.transfer.processingTitle', values),
        text: t('messages.transfer.processingText', values),
      };
    default:
      return {
        title: t('messages.transfer.reversedTitle', values),
        text: t('messages.transfer.reversedText', values),
      };
  }
}

/** The payee's notification of a within-bank transfer, in the payee's language. */
export function creditNoticeFor({ t, taka }: Texts, receipt: TransactionReceipt, amount: bigint): Notice {
  return {
    title: t('messages.transfer.receivedTitle'),
    text: t('messages.transfer.receivedText', {
      amount: taka(amount),
      payer: receipt.fromAccountName,
      account: receipt.toAccount,
    }),
  };
}

/** A customer's alert of a transfer that went out or came in: the bell's notice, also by SMS if they asked for it. */
export const alertOf = (
  customerId: string,
  kind: TransactionAlert['kind'],
  notice: Notice,
): TransactionAlert => ({ customerId, kind, ...notice });

export function notify(db: Database, customerId: string, notice: Notice, transactionId: string, now: Date) {
  return db.insert(notifications).values({
    customerId,
    category: 'TRANSACTIONAL',
    messageTitle: notice.title,
    messageText: notice.text,
    transactionId,
    createdAt: now,
  });
}

/**
 * Texts the customer the token a prepaid vend issued (when the receipt has one): the meter needs it, and the
 * customer may be standing at the meter, not at the screen. Sent after the settlement commits.
 */
export async function textPrepaidToken(
  channel: MessageChannel,
  recipient: Recipient,
  receipt: TransactionReceipt,
): Promise<void> {
  if (!receipt.prepaidToken) return;
  const { t, taka } = textsIn(recipient.language);
  await channel.send({
    channel: 'sms',
    to: recipient.mobileNumber,
    purpose: 'prepaid-token',
    text: t('messages.prepaidTokenSms', {
      meter: receipt.toAccount,
      token: formatPrepaidToken(receipt.prepaidToken),
      amount: taka(parseMoney(receipt.transactionAmount)),
      transaction: receipt.transactionId,
    }),
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
 * submitting request and reconciliation may both hear the answer and only one acts. Returns the final receipt and,
 * when this call settled it, the customer's notice (which their SMS alert repeats).
 */
export async function settleJournal(
  db: Database,
  settlement: { journalId: number; answer: NetworkAnswer; now: Date },
): Promise<{ receipt: TransactionReceipt; notice: Notice | null }> {
  const { journalId, answer, now } = settlement;
  const [journal] = await db.select().from(journals).where(eq(journals.id, journalId)).for('update');
  if (!journal) throw new Error(`journal ${journalId} does not exist`);
  if (journal.status !== 'PROCESSING') return { receipt: receiptOf(journal), notice: null };
  // a transfer a network settles is always a customer's
  const texts = await customerTexts(db, journal.customerId!);
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
      remarks: texts.t('messages.remarks.reversal', { transaction: journal.transactionId }),
    };
    await reverseJournal(db, journalId, reversal, limitPeriods(journal.createdAt));
    settled = { ...journal, status: 'REVERSE', updatedAt: now };
  }
  const receipt = receiptOf(settled);
  const notice = noticeFor(texts, receipt, journal.amount);
  await notify(db, journal.customerId!, notice, receipt.transactionId, now);
  return { receipt, notice };
}
