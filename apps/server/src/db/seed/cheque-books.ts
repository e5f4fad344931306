import { issueChequeBook } from '../../modules/cheque-books/cheque-books.ts';
import { dhakaDate } from '../../modules/limits/periods.ts';
import type { Database } from '../client.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { addMonths } from './dates.ts';
import { SEED_ACCOUNTS } from './ledger-accounts.ts';

/**
 * The demo customers' cheque books, issued before internet banking: Rahim's current account has a 25-leaf book with
 * five cheques paid and one stopped, Karim's savings account a 10-leaf book with two paid. Nasrin has none, so her
 * menu shows no stop cheque or cheque status enquiry.
 */
export async function seedChequeBooks(db: Database, now: Date): Promise<void> {
  const today = dhakaDate(now);
  await issueChequeBook(
    db,
    {
      customerId: SEED_CUSTOMERS.rahim.id,
      accountId: SEED_ACCOUNTS.rahim.current.id,
      leaves: 25,
      issuedOn: addMonths(today, -4),
      requestId: null,
    },
    (i) => (i < 5 ? 'paid' : i === 5 ? 'stopped' : 'unused'),
  );
  await issueChequeBook(
    db,
    {
      customerId: SEED_CUSTOMERS.karim.id,
      accountId: SEED_ACCOUNTS.karim.savings.id,
      leaves: 10,
      issuedOn: addMonths(today, -2),
      requestId: null,
    },
    (i) => (i < 2 ? 'paid' : 'unused'),
  );
}
