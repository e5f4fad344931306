import type { ChequeBook } from '@taka/contracts';

/** Leaf numbers are identifiers: given to the texts as text, so no language's digits rewrite them (decision 023). */
export const leafRange = (book: ChequeBook) => ({
  account: book.accountNumber,
  first: String(book.firstLeaf),
  last: String(book.lastLeaf),
});
