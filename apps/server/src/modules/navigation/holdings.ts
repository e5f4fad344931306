import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { cardKindsOf } from '../cards/cards.ts';
import { hasChequeBook } from '../cheque-books/cheque-books.ts';
import type { Holdings } from './menu.ts';

/** The kinds of active account the customer holds and whether they have a cheque book: what the menu's rules ask. */
export async function customerHoldings(db: Database, customerId: string): Promise<Holdings> {
  const [kinds, chequeBook, cardKinds] = await Promise.all([
    db
      .selectDistinct({ kind: accounts.kind })
      .from(accounts)
      .where(and(eq(accounts.customerId, customerId), eq(accounts.status, 'active'))),
    hasChequeBook(db, customerId),
    cardKindsOf(db, customerId),
  ]);
  return { accountKinds: new Set(kinds.map(({ kind }) => kind)), chequeBook, cardKinds };
}
