import { TestCustomerSchema, type TestCustomer } from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, refusal, signIn, type Device } from './helpers/client.ts';
import { receiptOf, rows, transfer } from './helpers/money.ts';

/** What the server writes to a customer (codes, notifications, the remarks it fills in) is in their language. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCustomer(): Promise<TestCustomer> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/dev/customers',
    payload: { accounts: [{ kind: 'savings', balance: '50000.00' }] },
  });
  expect(made.statusCode, made.body).toBe(201);
  return TestCustomerSchema.parse(made.json());
}

const choose = (device: Device, language: unknown) =>
  as(t.app, device, { method: 'PUT', url: '/api/settings/language', payload: { language } });

const noticesOf = (customerId: string, transactionId: string) =>
  rows<{ message_title: string; message_text: string }>(
    t.database.db,
    sql`select message_title, message_text from notifications
      where customer_id = ${customerId} and transaction_id = ${transactionId}`,
  );

describe('the customer’s language', () => {
  it('is the one they chose: codes and notices in it, the payee’s notice in the payee’s', async () => {
    const payer = await newCustomer();
    const payee = await newCustomer();
    const payerDevice = await signIn(t.app, t.clock, payer);
    expect((await choose(payerDevice, 'bn')).statusCode).toBe(204);
    expect((await choose(await signIn(t.app, t.clock, payee), 'tr')).statusCode).toBe(204);

    const receipt = await receiptOf(
      await transfer(t.app, payerDevice, payer.mobileNumber, {
        type: 'within_bank',
        sourceAccountId: payer.accounts[0]!.id,
        accountNumber: payee.accounts[0]!.number,
        amount: '1250.50',
      }),
    );
    const sms = await latestMessage(t.app, payer.mobileNumber);
    expect(sms?.text).toMatch(/^Taka: \d{6} আপনার কোড, যা দিয়ে: ১,২৫০\.৫০৳ পাঠানো, প্রাপক: /);
    expect(sms?.text).toContain('৫ মিনিট বৈধ');
    expect(await noticesOf(payer.customerId, receipt.transactionId)).toEqual([
      {
        message_title: 'ফান্ড ট্রান্সফার সফল হয়েছে',
        message_text: expect.stringContaining('১,২৫০.৫০৳ পাঠানো হয়েছে'),
      },
    ]);
    expect(await noticesOf(payee.customerId, receipt.transactionId)).toEqual([
      { message_title: 'Para geldi', message_text: expect.stringContaining('৳1.250,50 geldi') },
    ]);
  });

  it('fills in remarks in it: a reversed payment’s reversal', async () => {
    const customer = await newCustomer();
    const device = await signIn(t.app, t.clock, customer);
    await choose(device, 'tr');
    const reversed = await receiptOf(
      await transfer(t.app, device, customer.mobileNumber, {
        type: 'mfs',
        sourceAccountId: customer.accounts[0]!.id,
        provider: 'bkash',
        walletNumber: '01711110000',
        amount: '300',
      }),
    );
    expect(reversed.transactionStatus).toBe('REVERSE');
    const [reversal] = await rows<{ remarks: string }>(
      t.database.db,
      sql`select remarks from journals where type = 'reversal' and customer_id = ${customer.customerId}`,
    );
    expect(reversal!.remarks).toBe(`${reversed.transactionId} iadesi: alıcı ağ reddetti`);
    expect(await noticesOf(customer.customerId, reversed.transactionId)).toEqual([
      {
        message_title: 'MFS transferi iade edildi',
        message_text: expect.stringContaining('Para hesabınıza geri döndü'),
      },
    ]);
  });

  it('is remembered from sign-in and a forgotten password, and stays English until one is chosen', async () => {
    const customer = await newCustomer();
    const languageOf = async () =>
      (
        await rows<{ language: string }>(
          t.database.db,
          sql`select language from customers where id = ${customer.customerId}`,
        )
      )[0]!.language;
    expect(await languageOf()).toBe('en');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email, language: 'bn' },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect((await latestMessage(t.app, customer.mobileNumber))?.text).toContain('পাসওয়ার্ড রিসেট');
    expect(await languageOf()).toBe('bn');

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: {
        email: customer.email,
        password: customer.password,
        deviceUniqueId: crypto.randomUUID(),
        language: 'tr',
      },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await languageOf()).toBe('tr');
    // a sign-in that names none leaves the choice as it is
    await signIn(t.app, t.clock, customer);
    expect(await languageOf()).toBe('tr');
  });

  it('is one of the bank’s languages, chosen by a signed-in customer only', async () => {
    const device = await signIn(t.app, t.clock, await newCustomer());
    for (const language of ['de', '', null, 42])
      expect(refusal(await choose(device, language)), String(language)).toEqual([400, 'VALIDATION_FAILED']);
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/language',
      payload: { language: 'bn' },
    });
    expect(guest.statusCode).toBe(401);
    const badSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'x@example.com', password: 'x', deviceUniqueId: crypto.randomUUID(), language: 'xx' },
    });
    expect(refusal(badSignIn)).toEqual([400, 'VALIDATION_FAILED']);
  });
});
