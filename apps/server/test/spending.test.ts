import { randomUUID } from 'node:crypto';
import { SpendingSummarySchema, SPENDING_DAYS, type TestCustomer } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import { createTestCustomer } from '../src/modules/dev/test-customers.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, signIn, type Device } from './helpers/client.ts';
import { codeFor, receiptOf, transfer } from './helpers/money.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let payer: TestCustomer;
let payee: TestCustomer;
beforeAll(async () => {
  t = await startTestApp();
  payer = await createTestCustomer(t.app.db, t.clock, { password: 'Taka#2026', accounts: twoAccounts });
  payee = await createTestCustomer(t.app.db, t.clock, { password: 'Taka#2026', accounts: twoAccounts });
});
afterAll(() => t.close());

const twoAccounts = [
  { kind: 'savings' as const, balance: '50000.00' },
  { kind: 'current' as const, balance: '1000.00' },
];
/** Signs in again: moving the clock by days would find the last session idle-locked. */
const signedIn = (customer: TestCustomer) => signIn(t.app, t.clock, { email: customer.email });

async function pay(device: Device, amount: string) {
  await receiptOf(
    await transfer(t.app, device, payer.mobileNumber, {
      type: 'within_bank',
      sourceAccountId: payer.accounts[0]!.id,
      accountNumber: payee.accounts[0]!.number,
      amount,
    }),
  );
}

async function spendingOf(device: Device) {
  const response = await as(t.app, device, { method: 'GET', url: '/api/transactions/spending' });
  expect(response.statusCode, response.body).toBe(200);
  return SpendingSummarySchema.parse(response.json());
}

describe('GET /api/transactions/spending', () => {
  it('sums what the customer paid out per Dhaka day and per type, leaving out own transfers and money received', async () => {
    const first = await signedIn(payer);
    await pay(first, '100.10');
    await pay(first, '50.20');
    await receiptOf(
      await transfer(t.app, first, payer.mobileNumber, {
        type: 'own',
        sourceAccountId: payer.accounts[0]!.id,
        destinationAccountId: payer.accounts[1]!.id,
        amount: '5000.00',
      }),
    );
    const firstDay = dhakaDate(t.clock.now());
    t.clock.advance(2 * DAY);
    await pay(await signedIn(payer), '70.00');

    const summary = await spendingOf(await signedIn(payer));
    expect(summary.days).toHaveLength(SPENDING_DAYS);
    expect(summary.days.at(-1)).toEqual({ date: dhakaDate(t.clock.now()), amount: '70.00' });
    expect(summary.days.find((day) => day.date === firstDay)?.amount).toBe('150.30');
    expect(summary.days.filter((day) => day.amount !== '0.00')).toHaveLength(2);
    expect(summary.total).toBe('220.30');
    expect(summary.byType).toEqual([{ type: 'within_bank', amount: '220.30' }]);

    const received = await spendingOf(await signedIn(payee));
    expect(received.total).toBe('0.00');
    expect(received.byType).toEqual([]);
  });

  it("leaves out every move between the customer's own accounts: a fixed deposit opened, a loan instalment", async () => {
    const saver = await createTestCustomer(t.app.db, t.clock, {
      password: 'Taka#2026',
      accounts: twoAccounts,
      loans: [{ principal: '12000.00', annualRate: '12.00', tenorMonths: 12 }],
    });
    const device = await signedIn(saver);
    const savings = saver.accounts[0]!.id;
    const confirmed = async (url: string, payload: object) => {
      const asked = await as(t.app, device, { method: 'POST', url: `${url}/otp`, payload });
      expect(asked.statusCode, asked.body).toBe(200);
      const { challengeId } = asked.json<{ challengeId: string }>();
      const code = await codeFor(t.app, saver.mobileNumber, challengeId);
      return { challengeId, code };
    };
    const deposit = {
      fromAccountId: savings,
      amount: '20000',
      tenorMonths: 12,
      instruction: 'renew_principal_and_interest',
    };
    const opened = await as(t.app, device, {
      method: 'POST',
      url: '/api/fdr',
      payload: { deposit, ...(await confirmed('/api/fdr', deposit)) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const loanUrl = `/api/loans/${saver.loans[0]!.id}/instalments`;
    const payment = { fromAccountId: savings, instalment: 1 };
    const paid = await as(t.app, device, {
      method: 'POST',
      url: loanUrl,
      payload: { payment, ...(await confirmed(loanUrl, payment)) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const summary = await spendingOf(device);
    expect(summary.total).toBe('0.00');
    expect(summary.byType).toEqual([]);
  });

  it('covers the last 30 days only: older payments fall out of the window', async () => {
    t.clock.advance((SPENDING_DAYS - 1) * DAY);
    const summary = await spendingOf(await signedIn(payer));
    expect(summary.days[0]?.amount).toBe('70.00');
    expect(summary.total).toBe('70.00');
    t.clock.advance(DAY);
    expect((await spendingOf(await signedIn(payer))).total).toBe('0.00');
  });

  it('is only for a signed-in customer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/transactions/spending' });
    expect(response.statusCode).toBe(401);
  });
});
