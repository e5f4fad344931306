import { and, eq, or, sql } from 'drizzle-orm';
import {
  formatMoney,
  maskAccountNumber,
  TRANSACTION_STATUS_MESSAGES,
  type Counterpart,
  type JournalType,
  type PostingDirection,
  type TransactionReceipt,
  type TransactionStatus,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, journals, postings, type JournalRow } from '../../db/schema/index.ts';

type ReceiptFacts = Pick<
  JournalRow,
  | 'transactionId'
  | 'type'
  | 'status'
  | 'fromName'
  | 'fromNumber'
  | 'toName'
  | 'toNumber'
  | 'amount'
  | 'charge'
  | 'vat'
  | 'remarks'
  | 'details'
  | 'createdAt'
>;

/** What an own-account transfer's journal keeps for its receipt: the products of both accounts. */
export const ownTransferDetails = (from: { productName: string }, to: { productName: string }) => ({
  fromProduct: from.productName,
  toProduct: to.productName,
});

/**
 * The receipt's two sides: holder and number, or for an own-account transfer (whose holder is the same on both)
 * each account's product and masked number. An own transfer journalled before products were kept shows holders.
 */
function sidesOf(journal: ReceiptFacts) {
  const { fromProduct, toProduct } = journal.details ?? {};
  if (journal.type === 'own' && fromProduct && toProduct)
    return {
      fromAccountName: fromProduct,
      fromAccount: maskAccountNumber(journal.fromNumber),
      toAccountName: toProduct,
      toAccount: maskAccountNumber(journal.toNumber),
    };
  return {
    fromAccountName: journal.fromName,
    fromAccount: journal.fromNumber,
    toAccountName: journal.toName,
    toAccount: journal.toNumber,
  };
}

/**
 * The other side of a journal from one account's side, named as the receipt names the sides: whom it paid (debit)
 * or who paid it (credit). A reversal names the payee of the transfer it undoes; an opening balance has no other
 * side; a salary's journal names the clearing network where the employer's number would be, so it has none.
 */
export function counterpartOf(journal: ReceiptFacts, direction: PostingDirection): Counterpart | null {
  if (journal.type === 'opening') return null;
  const sides = sidesOf(journal);
  if (direction === 'debit' || journal.type === 'reversal')
    return { name: sides.toAccountName, number: sides.toAccount };
  return { name: sides.fromAccountName, number: journal.type === 'salary' ? null : sides.fromAccount };
}

/** SPEC 3.1 receipt of a journal, with the SPEC 4 status message. */
export function receiptOf(journal: ReceiptFacts): TransactionReceipt {
  const status = journal.status as TransactionStatus;
  return {
    transactionId: journal.transactionId,
    type: journal.type as JournalType,
    ...sidesOf(journal),
    transactionAmount: formatMoney(journal.amount),
    chargeAmount: formatMoney(journal.charge),
    vatAmount: formatMoney(journal.vat),
    grandTotalAmount: formatMoney(journal.amount + journal.charge + journal.vat),
    transactionTime: journal.createdAt.toISOString(),
    remarks: journal.remarks,
    transactionStatus: status,
    statusMessage: TRANSACTION_STATUS_MESSAGES[status],
    ...(journal.details?.token ? { prepaidToken: journal.details.token } : {}),
  };
}

/**
 * Who may see a transaction: the customer who made it, or one whose account it moved money on (a payee within the
 * bank). Anyone else gets nothing, as if it did not exist.
 */
const visibleTo = (customerId: string) =>
  or(
    eq(journals.customerId, customerId),
    sql`exists (select 1 from ${postings} join ${accounts} on ${accounts.id} = ${postings.accountId}
      where ${postings.journalId} = ${journals.id} and ${accounts.customerId} = ${customerId})`,
  );

/** The receipt of a transaction the customer may see; null otherwise (the caller answers 404). */
export async function findReceipt(
  db: Database,
  customerId: string,
  transactionId: string,
): Promise<TransactionReceipt | null> {
  const [row] = await db
    .select()
    .from(journals)
    .where(and(eq(journals.transactionId, transactionId), visibleTo(customerId)));
  return row ? receiptOf(row) : null;
}
