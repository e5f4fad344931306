import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { formatMoney, parseMoney, type TestCustomer, type TestCustomerOrder } from '@taka/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { accounts, credentials, customerAccountNumbers, customers } from '../../db/schema/index.ts';
import { bankAccountId } from '../../db/seed/ledger-accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';
import { dhakaDate } from '../limits/periods.ts';
import { createTestCards } from './test-cards.ts';
import { createTestLoans } from './test-loans.ts';
import { openTestUntaggedAccount } from './test-untagged.ts';

const PRODUCTS = { savings: 'Taka Savings Account', current: 'Taka Current Account' } as const;
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/**
 * A customer of its own for a test (development only): signed up for internet banking, and holding the asked-for
 * accounts, whose opening balances come from the bank's equity in one balanced journal, like the seeded customers'.
 * Every id, number, e-mail and mobile is fresh, so tests running side by side never share money or codes.
 */
export async function createTestCustomer(
  db: Database,
  clock: Clock,
  request: Omit<TestCustomerOrder, 'loans' | 'cards'> & Partial<Pick<TestCustomerOrder, 'loans' | 'cards'>>,
): Promise<TestCustomer> {
  const now = clock.now();
  const tag = randomBytes(4).toString('hex');
  const customer = {
    id: randomUUID(),
    fullName: `Test Customer ${tag.toUpperCase()}`,
    mobileNumber: `019${digits(8)}`,
    email: `test-${tag}@e2e.taka`,
  };
  const held = request.accounts.map((account) => ({
    id: randomUUID(),
    number: `8${digits(12)}`,
    kind: account.kind,
    balance: parseMoney(account.balance),
  }));
  const passwordHash = await hashPassword(request.password);
  const { loans, cards, untaggedAccountNumber } = await db.transaction(async (tx) => {
    await tx.insert(customers).values({
      id: customer.id,
      fullName: customer.fullName,
      nickname: 'Tester',
      mobileNumber: customer.mobileNumber,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(credentials).values({
      customerId: customer.id,
      email: customer.email,
      passwordHash,
      activatedAt: now,
      createdAt: now,
    });
    await tx.insert(accounts).values(
      held.map((account) => ({
        id: account.id,
        customerId: customer.id,
        number: account.number,
        kind: account.kind,
        title: customer.fullName,
        productName: PRODUCTS[account.kind],
        branch: 'Motijheel Branch',
        minBalance: 0n,
        openedOn: dhakaDate(now),
      })),
    );
    await tx
      .insert(customerAccountNumbers)
      .values(held.map((account) => ({ accountNumber: account.number, customerId: customer.id })));
    const total = held.reduce((sum, account) => sum + account.balance, 0n);
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
        toNumber: held[0]!.number,
        amount: total,
        charge: 0n,
        vat: 0n,
        remarks: 'Opening balance',
        details: null,
        createdAt: now,
      },
      [
        { accountId: bankAccountId('equity'), amount: -total },
        ...held.map((account) => ({ accountId: account.id, amount: account.balance })),
      ],
    );
    return {
      loans: await createTestLoans(tx, customer, request.loans ?? [], now),
      cards: await createTestCards(tx, customer, held[0]!.id, request.cards ?? [], now),
      untaggedAccountNumber: request.untaggedAccount
        ? await openTestUntaggedAccount(tx, customer, request.untaggedAccount, now)
        : undefined,
    };
  });
  return {
    customerId: customer.id,
    fullName: customer.fullName,
    email: customer.email,
    password: request.password,
    mobileNumber: customer.mobileNumber,
    accounts: held.map(({ balance, ...account }) => ({ ...account, balance: formatMoney(balance) })),
    loans,
    cards,
    ...(untaggedAccountNumber && { untaggedAccountNumber }),
  };
}
