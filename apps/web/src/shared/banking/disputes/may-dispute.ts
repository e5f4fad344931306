import type { TransactionReceipt } from '@taka/contracts';

/** Transactions that can never be a debit the customer disputes; the server decides the rest. */
const NEVER_DISPUTED = new Set(['opening', 'salary', 'reversal', 'dispute_refund']);

/** Whether a receipt offers a dispute: a successful transaction that may be a debit of the customer's. */
export const mayDispute = (receipt: TransactionReceipt) =>
  receipt.transactionStatus === 'SUCCESS' && !NEVER_DISPUTED.has(receipt.type);
