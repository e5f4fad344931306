import { randomInt, randomUUID } from 'node:crypto';
import { parseMoney, rateToBps, type TestCustomerOrder } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, customerAccountNumbers, loans } from '../../db/schema/index.ts';
import { addMonths } from '../../db/seed/dates.ts';
import { bankAccountId } from '../../db/seed/ledger-accounts.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';
import { dhakaDate } from '../limits/periods.ts';
import { emiOf } from '../loans/emi.ts';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/**
 * A test customer's loans (decision 034): each a `loan` account owing its principal (funded by the bank's equity in
 * a journal of its own) with its terms, disbursed today, the first instalment a month on.
 */
export async function createTestLoans(
  tx: Database,
  customer: { id: string; fullName: string },
  orders: TestCustomerOrder['loans'],
  now: Date,
): Promise<{ id: string; number: string }[]> {
  const today = dhakaDate(now);
  const made = [];
  for (const order of orders) {
    const id = randomUUID();
    const number = `7${digits(12)}`;
    const principal = parseMoney(order.principal);
    const annualRateBps = rateToBps(order.annualRate);
    await tx.insert(accounts).values({
      id,
      customerId: customer.id,
      number,
      kind: 'loan',
      title: customer.fullName,
      productName: 'Personal Loan',
      branch: 'Motijheel Branch',
      minBalance: -principal,
      dueOn: addMonths(today, 1),
      maturityOn: addMonths(today, order.tenorMonths),
      interestRateBps: annualRateBps,
      openedOn: today,
    });
    await tx.insert(customerAccountNumbers).values({ accountNumber: number, customerId: customer.id });
    await postJournal(
      tx,
      {
        transactionId: newTransactionId(),
        type: 'opening',
        status: 'SUCCESS',
        channel: 'system',
        customerId: null,
        fromAccountId: null,
        fromName: 'Taka Bank',
        fromNumber: 'Head Office',
        toName: customer.fullName,
        toNumber: number,
        amount: principal,
        charge: 0n,
        vat: 0n,
        remarks: 'Loan disbursed',
        details: null,
        createdAt: now,
      },
      [
        { accountId: bankAccountId('equity'), amount: principal },
        { accountId: id, amount: -principal },
      ],
    );
    await tx.insert(loans).values({
      accountId: id,
      principal,
      annualRateBps,
      tenorMonths: order.tenorMonths,
      startOn: today,
      emi: emiOf(principal, annualRateBps, order.tenorMonths),
      createdAt: now,
    });
    made.push({ id, number });
  }
  return made;
}
