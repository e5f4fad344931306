import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ChequeBook, ChequeLeafStatus } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, chequeBooks, chequeLeaves } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { firstRow } from '../ledger/ledger.ts';

/** The kinds of account cheques are drawn on. */
export const CHEQUE_ACCOUNT_KINDS: readonly string[] = ['savings', 'current'];

/** The customer's cheque books, newest first, with every leaf's status (the cheque status enquiry). */
export async function listChequeBooks(db: Database, customerId: string): Promise<ChequeBook[]> {
  const books = await db
    .select({ book: chequeBooks, accountNumber: accounts.number })
    .from(chequeBooks)
    .innerJoin(accounts, eq(accounts.id, chequeBooks.accountId))
    .where(eq(chequeBooks.customerId, customerId))
    .orderBy(desc(chequeBooks.issuedOn), desc(chequeBooks.firstLeaf));
  if (books.length === 0) return [];
  const leaves = await db
    .select()
    .from(chequeLeaves)
    .where(
      inArray(
        chequeLeaves.chequeBookId,
        books.map(({ book }) => book.id),
      ),
    )
    .orderBy(asc(chequeLeaves.number));
  return books.map(({ book, accountNumber }) => ({
    id: book.id,
    accountNumber,
    firstLeaf: book.firstLeaf,
    lastLeaf: book.firstLeaf + book.leaves - 1,
    issuedOn: book.issuedOn,
    leaves: leaves
      .filter((leaf) => leaf.chequeBookId === book.id)
      .map((leaf) => ({ number: leaf.number, status: leaf.status })),
  }));
}

/** Does the customer hold any cheque book (what stop cheque and the cheque status enquiry need)? */
export async function hasChequeBook(db: Database, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chequeBooks.id })
    .from(chequeBooks)
    .where(eq(chequeBooks.customerId, customerId))
    .limit(1);
  return row !== undefined;
}

/** One of the customer's cheque books; another's or an unknown id is NOT_FOUND on the field. */
export async function findChequeBook(db: Database, customerId: string, id: string) {
  const [book] = await db
    .select()
    .from(chequeBooks)
    .where(and(eq(chequeBooks.id, id), eq(chequeBooks.customerId, customerId)));
  if (!book)
    throw new AppError('NOT_FOUND', {
      message: 'None of your cheque books has this id.',
      fields: { 'payload.chequeBookId': 'chequeBooks.bookUnknown' },
    });
  return book;
}

type LeafRange = { chequeBookId: string; fromLeaf: number; toLeaf: number };

/** The leaves of a range that are not unused, locked (so that a stop and a payment cannot both take one). */
export async function leavesNotUnused(db: Database, range: LeafRange): Promise<number> {
  const rows = await db
    .select({ number: chequeLeaves.number, status: chequeLeaves.status })
    .from(chequeLeaves)
    .where(
      and(
        eq(chequeLeaves.chequeBookId, range.chequeBookId),
        gte(chequeLeaves.number, range.fromLeaf),
        lte(chequeLeaves.number, range.toLeaf),
      ),
    )
    .orderBy(asc(chequeLeaves.number))
    .for('update');
  return rows.filter((leaf) => leaf.status !== 'unused').length;
}

/**
 * Stops every leaf of the range, all or none: returns false (and stops nothing) when one of them is no longer
 * unused. A stopped leaf stays stopped: nothing moves a leaf out of `stopped`.
 */
export async function stopLeaves(db: Database, range: LeafRange, requestId: string): Promise<boolean> {
  if ((await leavesNotUnused(db, range)) > 0) return false;
  await db
    .update(chequeLeaves)
    .set({ status: 'stopped', stoppedBy: requestId })
    .where(
      and(
        eq(chequeLeaves.chequeBookId, range.chequeBookId),
        gte(chequeLeaves.number, range.fromLeaf),
        lte(chequeLeaves.number, range.toLeaf),
        eq(chequeLeaves.status, 'unused'),
      ),
    );
  return true;
}

/** Issues a cheque book of `leaves` unused leaves, numbered from the bank-wide counter. */
export async function issueChequeBook(
  db: Database,
  book: { customerId: string; accountId: string; leaves: number; issuedOn: string; requestId: string | null },
  statuses: (number: number) => ChequeLeafStatus = () => 'unused',
): Promise<string> {
  const { first } = await firstRow<{ first: number }>(
    db,
    sql`select nextval('cheque_leaf_numbers')::int as first`,
  );
  const [row] = await db
    .insert(chequeBooks)
    .values({ ...book, firstLeaf: first })
    .returning({ id: chequeBooks.id });
  await db.insert(chequeLeaves).values(
    Array.from({ length: book.leaves }, (_, i) => ({
      chequeBookId: row!.id,
      number: first + i,
      status: statuses(i),
    })),
  );
  return row!.id;
}
