import { and, eq } from 'drizzle-orm';
import { parseMoney, type DevChequePresentment } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, chequeLeaves, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { customerTexts } from '../languages/texts.ts';
import { isPostingSlotOf } from '../accounts/directory.ts';
import { findChequeBook } from '../cheque-books/cheque-books.ts';
import { newTransactionId, postJournal, withRetry } from '../ledger/ledger.ts';
import { positivePayFor } from '../service-requests/types/other-services.ts';

/** Names compared as a bank clerk would: case, and spaces between words, do not matter. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A cheque of the customer's is presented for payment (the clearing house, simulated; decision 035). Under the
 * leaf's row lock: a stopped leaf is refused (CHEQUE_LEAF_STOPPED), a paid one too (CHEQUE_LEAF_PAID); when the
 * customer gave a positive pay instruction for the leaf, the cheque must match its amount, payee and date
 * (POSITIVE_PAY_MISMATCH). Then the amount moves through the ledger, drawer -> cheque clearing (the balance floor
 * holds), and the leaf is paid, in one transaction. Returns the journal's transaction id.
 */
export async function presentCheque(
  db: Database,
  customerId: string,
  cheque: DevChequePresentment & { amount: string },
  now: Date,
): Promise<{ transactionId: string }> {
  const book = await findChequeBook(db, customerId, cheque.chequeBookId);
  const amount = parseMoney(cheque.amount);
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [leaf] = await tx
        .select()
        .from(chequeLeaves)
        .where(and(eq(chequeLeaves.chequeBookId, book.id), eq(chequeLeaves.number, cheque.leaf)))
        .for('update');
      if (!leaf) throw new AppError('CHEQUE_LEAF_NOT_IN_BOOK');
      if (leaf.status === 'stopped') throw new AppError('CHEQUE_LEAF_STOPPED');
      if (leaf.status === 'paid') throw new AppError('CHEQUE_LEAF_PAID');
      const [instruction] = await positivePayFor(
        tx,
        customerId,
        { chequeBookId: book.id, leaf: leaf.number },
        ['submitted', 'processing', 'completed'],
      );
      if (instruction) {
        const expected = instruction.payload as { amount: string; payee: string; date: string };
        const matches =
          parseMoney(expected.amount) === amount &&
          sameName(expected.payee, cheque.payee) &&
          expected.date === cheque.date;
        if (!matches) throw new AppError('POSITIVE_PAY_MISMATCH');
      }
      const [drawer] = await tx.select().from(accounts).where(eq(accounts.id, book.accountId));
      const [clearing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(isPostingSlotOf('settlement:cheque_clearing'))
        .limit(1);
      const transactionId = newTransactionId();
      const { t, taka } = await customerTexts(tx, customerId);
      await postJournal(
        tx,
        {
          transactionId,
          type: 'cheque',
          status: 'SUCCESS',
          channel: 'clearing',
          customerId,
          fromAccountId: drawer!.id,
          fromName: drawer!.title,
          fromNumber: drawer!.number,
          toName: cheque.payee.trim(),
          toNumber: String(leaf.number),
          amount,
          charge: 0n,
          vat: 0n,
          remarks: t('messages.remarks.cheque', { number: String(leaf.number) }),
          details: { chequeNumber: String(leaf.number) },
          createdAt: now,
        },
        [
          { accountId: drawer!.id, amount: -amount },
          { accountId: clearing!.id, amount },
        ],
        { customerId, owned: [drawer!.id] },
      );
      await tx
        .update(chequeLeaves)
        .set({ status: 'paid' })
        .where(and(eq(chequeLeaves.chequeBookId, book.id), eq(chequeLeaves.number, leaf.number)));
      await tx.insert(notifications).values({
        customerId,
        category: 'TRANSACTIONAL',
        messageTitle: t('messages.chequePaid.title'),
        messageText: t('messages.chequePaid.text', {
          number: String(leaf.number),
          amount: taka(amount),
          payee: cheque.payee.trim(),
          account: drawer!.number,
        }),
        link: '/dashboard/cheque-status-enquiry',
        useRouter: true,
        createdAt: now,
      });
      return { transactionId };
    }),
  );
}
