import { NotificationPreferencesSchema, type TestCustomer } from '@taka/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, refusal, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';
import { receiptOf, transfer } from './helpers/money.ts';

const URL = '/api/settings/notification-preferences';

let t: TestApp;
let payer: { customer: TestCustomer; device: Device };
let payee: { customer: TestCustomer; device: Device };
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const signedIn = async (customer: TestCustomer) => ({
    customer,
    device: await signIn(t.app, t.clock, customer),
  });
  payer = await signedIn(await newTestCustomer(t));
  payee = await signedIn(await newTestCustomer(t));
});

const preferencesOf = async (device: Device) =>
  NotificationPreferencesSchema.parse((await as(t.app, device, { method: 'GET', url: URL })).json());
const choose = (device: Device, smsAlerts: { moneySent: boolean; moneyReceived: boolean }) =>
  as(t.app, device, { method: 'PUT', url: URL, payload: { smsAlerts } });

/** A within-bank transfer of 150 taka from the payer's savings to the payee's savings. */
const pay = async () => {
  const [from] = payer.customer.accounts;
  const [to] = payee.customer.accounts;
  return receiptOf(
    await transfer(t.app, payer.device, payer.customer.mobileNumber, {
      type: 'within_bank',
      sourceAccountId: from!.id,
      accountNumber: to!.number,
      amount: '150',
    }),
  );
};

describe('SMS for transactional alerts', () => {
  it('are off until the customer turns them on, and kept per customer', async () => {
    expect(await preferencesOf(payer.device)).toEqual({
      smsAlerts: { moneySent: false, moneyReceived: false },
    });
    const saved = await choose(payer.device, { moneySent: true, moneyReceived: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await preferencesOf(payer.device)).toEqual({
      smsAlerts: { moneySent: true, moneyReceived: false },
    });
    expect(await preferencesOf(payee.device)).toEqual({
      smsAlerts: { moneySent: false, moneyReceived: false },
    });
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.customerId, payer.customer.customerId),
          eq(activityEvents.kind, 'notification-preferences-changed'),
        ),
      );
    expect(event?.details).toEqual({ moneySent: true, moneyReceived: false });
  });

  it('send no SMS for a transfer while off: the code is the last message either customer got', async () => {
    await pay();
    expect((await latestMessage(t.app, payer.customer.mobileNumber))?.purpose).toBe('transfer');
    expect(await latestMessage(t.app, payee.customer.mobileNumber)).toBeUndefined();
  });

  it("text the payer's outcome and the payee's credit to those who turned each on", async () => {
    await choose(payer.device, { moneySent: true, moneyReceived: false });
    await choose(payee.device, { moneySent: false, moneyReceived: true });
    const receipt = await pay();

    const sent = await latestMessage(t.app, payer.customer.mobileNumber);
    expect(sent).toMatchObject({ purpose: 'alert-money-sent' });
    expect(sent!.text).toContain('Fund transfer successful');
    expect(sent!.text).toContain(receipt.toAccount);
    const received = await latestMessage(t.app, payee.customer.mobileNumber);
    expect(received).toMatchObject({ purpose: 'alert-money-received' });
    expect(received!.text).toContain('Money received');

    await choose(payee.device, { moneySent: false, moneyReceived: false });
    await pay();
    expect((await latestMessage(t.app, payee.customer.mobileNumber))!.id).toBe(received!.id);
  });

  it('refuses a body that is not the whole set of choices', async () => {
    const partial = await as(t.app, payer.device, {
      method: 'PUT',
      url: URL,
      payload: { smsAlerts: { moneySent: true } },
    });
    expect(refusal(partial)).toEqual([400, 'VALIDATION_FAILED']);
    const extra = await as(t.app, payer.device, {
      method: 'PUT',
      url: URL,
      payload: { smsAlerts: { moneySent: true, moneyReceived: true, marketing: true } },
    });
    expect(refusal(extra)).toEqual([400, 'VALIDATION_FAILED']);
  });
});
