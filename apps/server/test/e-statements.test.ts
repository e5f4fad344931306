import {
  EStatementSubscriptionListSchema,
  NavigationSchema,
  OutboxSchema,
  TestCustomerSchema,
  type NavigationItem,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEStatements } from '../src/modules/e-statements/e-statements.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCustomer() {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} });
  const customer = TestCustomerSchema.parse(made.json());
  const device = await signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  return { customer, device };
}
const subscribe = (device: Device, accountId: string) =>
  as(t.app, device, { method: 'PUT', url: `/api/e-statements/${accountId}` });
const mails = async (to: string) =>
  OutboxSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to, limit: '200' } })).json(),
  ).messages.filter((m) => m.purpose === 'e-statement');
const DAY = 24 * 60 * 60 * 1000;

describe('e-statements', () => {
  it('subscribes an account, sends last month’s statement once however often the job runs', async () => {
    const { customer, device } = await newCustomer();
    const other = await newCustomer();
    const savings = customer.accounts[0]!;
    expect(refusal(await subscribe(other.device, savings.id))).toEqual([404, 'NOT_FOUND']);
    const subscribed = await subscribe(device, savings.id);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(EStatementSubscriptionListSchema.parse(subscribed.json()).subscriptions).toEqual([
      expect.objectContaining({
        accountId: savings.id,
        accountNumber: savings.number,
        email: customer.email,
      }),
    ]);
    // Subscribing twice is no change.
    expect(
      EStatementSubscriptionListSchema.parse((await subscribe(device, savings.id)).json()).subscriptions,
    ).toHaveLength(1);
    await receiptOf(
      await transfer(t.app, device, customer.mobileNumber, {
        type: 'within_bank',
        sourceAccountId: savings.id,
        accountNumber: SEED_ACCOUNTS.karim.savings.number,
        amount: '100.00',
        remarks: 'In the statement',
      }),
    );

    // Next month: the job runs twice and twice at once; one mail with the PDF.
    const nextMonth = new Date(t.clock.now().getTime() + 32 * DAY);
    await Promise.all([runEStatements(t.database.db, nextMonth), runEStatements(t.database.db, nextMonth)]);
    await runEStatements(t.database.db, nextMonth);
    const sent = await mails(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachment).toMatchObject({ type: 'application/pdf' });
    expect(sent[0]!.attachment!.name).toMatch(new RegExp(`^statement-${savings.number}-.*\\.pdf$`));
    expect(sent[0]!.attachment!.size).toBeGreaterThan(1000);

    // The dev route runs it for the caller only, as of a time; the month after sends the next one.
    const device2 = await signIn(t.app, t.clock, { email: customer.email, password: customer.password });
    const run = (asOf: Date) =>
      as(t.app, device2, {
        method: 'POST',
        url: '/api/dev/e-statements/run',
        payload: { asOf: asOf.toISOString() },
      });
    expect((await run(nextMonth)).json()).toEqual({ sent: 0 });
    expect((await run(new Date(nextMonth.getTime() + 31 * DAY))).json()).toEqual({ sent: 1 });
    expect(await mails(customer.email)).toHaveLength(2);

    // Unsubscribed: nothing more.
    const left = await as(t.app, device2, { method: 'DELETE', url: `/api/e-statements/${savings.id}` });
    expect(EStatementSubscriptionListSchema.parse(left.json()).subscriptions).toEqual([]);
    expect((await run(new Date(nextMonth.getTime() + 62 * DAY))).json()).toEqual({ sent: 0 });
  });

  it('shows the e-statement item to savings and current holders', async () => {
    const { device } = await newCustomer();
    const navigation = NavigationSchema.parse(
      (await as(t.app, device, { method: 'GET', url: '/api/common/navigation' })).json(),
    );
    const find = (items: NavigationItem[]): NavigationItem | undefined =>
      items
        .map((item) => (item.link === '/dashboard/e-statement' ? item : find(item.children ?? [])))
        .find(Boolean);
    expect(find(navigation.default)?.hidden).toBeFalsy();
  });
});
