import { StatementSchema, TransactionHistorySchema, type Branch, type StatementRow } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let rejectedTransactionId: string;
const R = SEED_ACCOUNTS.rahim;
const K = SEED_ACCOUNTS.karim;

beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  const branches = await as(t.app, rahim, { method: 'GET', url: '/api/banks/060/branches' });
  const branch = branches.json<{ branches: Branch[] }>().branches[0]!;
  // an account ending in 0000 is refused by the network: the debit comes back as a reversal
  const rejected = await receiptOf(
    await transfer(t.app, rahim, RAHIM.mobileNumber, {
      type: 'npsb',
      sourceAccountId: R.savings.id,
      routingNumber: branch.routingNumber,
      accountNumber: '2051230000',
      accountName: 'Farhana Islam',
      amount: '400',
    }),
  );
  rejectedTransactionId = rejected.transactionId;
});
afterAll(() => t.close());

async function savingsRows(): Promise<StatementRow[]> {
  const today = dhakaDate(t.clock.now());
  const response = await as(t.app, rahim, {
    method: 'GET',
    url: '/api/statement',
    query: { accountId: R.savings.id, from: '2020-01-01', to: today, size: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return StatementSchema.parse(response.json()).rows;
}

const facts = ({ type, direction, counterpart }: StatementRow) => ({ type, direction, counterpart });

describe('a statement row says what it was as data, for the reader to put in words', () => {
  it('the type, the direction from the account, and the other side: no English sentence', async () => {
    const rows = await savingsRows();
    const byRemarks = (remarks: string) => facts(rows.find((row) => row.remarks === remarks)!);
    expect(facts(rows.find((row) => row.type === 'opening')!)).toEqual({
      type: 'opening',
      direction: 'credit',
      counterpart: null,
    });
    expect(facts(rows.find((row) => row.type === 'salary')!)).toEqual({
      type: 'salary',
      direction: 'credit',
      counterpart: { name: 'ACME Garments Ltd', number: null },
    });
    expect(byRemarks('Eid gift')).toEqual({
      type: 'within_bank',
      direction: 'debit',
      counterpart: { name: 'Karim Hossain', number: K.savings.number },
    });
    expect(byRemarks('Shared dinner')).toEqual({
      type: 'within_bank',
      direction: 'credit',
      counterpart: { name: 'Karim Hossain', number: K.savings.number },
    });
    // between the customer's own accounts, the other account by product and masked number, as on the receipt
    expect(byRemarks('Card bill')).toEqual({
      type: 'own',
      direction: 'debit',
      counterpart: { name: R.card.productName, number: '****0052' },
    });
    for (const row of rows) {
      expect(row).not.toHaveProperty('description');
      expect(row.direction === 'debit' ? row.debit : row.credit).not.toBeNull();
    }
  });

  it("a network's rejection: the transfer out and its reversal both name the payee", async () => {
    const rows = (await savingsRows()).filter((row) => row.transactionId === rejectedTransactionId);
    const payee = { name: 'Farhana Islam', number: '2051230000' };
    expect(rows.map(facts)).toEqual([{ type: 'npsb', direction: 'debit', counterpart: payee }]);
    const reversal = (await savingsRows()).find(
      (row) => row.type === 'reversal' && row.remarks.includes(rejectedTransactionId),
    );
    expect(reversal && facts(reversal)).toEqual({
      type: 'reversal',
      direction: 'credit',
      counterpart: payee,
    });
  });

  it('the transaction list names the other side from the customer: whom they paid, who paid them', async () => {
    const response = await as(t.app, rahim, { method: 'GET', url: '/api/transactions/history?size=100' });
    const { transactions } = TransactionHistorySchema.parse(response.json());
    const salary = transactions.find((item) => item.type === 'salary');
    expect(salary).toMatchObject({
      direction: 'received',
      counterpart: { name: 'ACME Garments Ltd', number: null },
    });
    const dinner = transactions.find((item) => item.remarks === 'Shared dinner');
    expect(dinner).toMatchObject({
      direction: 'received',
      counterpart: { name: 'Karim Hossain', number: K.savings.number },
    });
    const gift = transactions.find((item) => item.remarks === 'Eid gift');
    expect(gift).toMatchObject({
      direction: 'sent',
      counterpart: { name: 'Karim Hossain', number: K.savings.number },
    });
  });
});
