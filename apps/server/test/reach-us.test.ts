import { randomUUID } from 'node:crypto';
import {
  SECURE_MESSAGE_MAX_LENGTH,
  SECURE_MESSAGES_LISTED,
  TestCustomerSchema,
  type BankNotification,
  type SecureMessage,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureMessages } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { SEED_ACCOUNTS } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
/** A customer of the test's own, who sends nothing valid. */
let newcomer: Device;

beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
  // a customer with no messages of their own
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} });
  const customer = TestCustomerSchema.parse(made.json());
  newcomer = await signIn(t.app, t.clock, { email: customer.email, password: customer.password });
});
afterAll(() => t.close());

const send = (device: Device, payload: object) =>
  as(t.app, device, { method: 'POST', url: '/api/reach-us/messages', payload });
const list = async (device: Device) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/reach-us/messages' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: SecureMessage[] }>().messages;
};
const transactionalNotifications = async (device: Device) =>
  (
    await as(t.app, device, {
      method: 'POST',
      url: '/api/notification-service/instant-notification/list',
      payload: { categoryType: 'TRANSACTIONAL', pageSize: 100 },
    })
  ).json<{ data: { data: BankNotification[] } }>().data.data;

describe('secure messages (Reach Us)', () => {
  it('are stored under a new reference and acknowledged by a notification', async () => {
    const response = await send(rahim, {
      subject: 'card',
      body: '  My card was kept by the ATM at Gulshan 1.  ',
      accountId: SEED_ACCOUNTS.rahim.savings.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json<SecureMessage>();
    expect(message).toMatchObject({
      subject: 'card',
      body: 'My card was kept by the ATM at Gulshan 1.',
      account: { id: SEED_ACCOUNTS.rahim.savings.id, number: SEED_ACCOUNTS.rahim.savings.number },
      status: 'received',
      createdAt: t.clock.now().toISOString(),
    });
    expect(message.reference).toMatch(/^SM-\d{4}-\d{6}$/);
    expect(await list(rahim)).toEqual([message]);

    const acknowledgement = (await transactionalNotifications(rahim)).find((notice) =>
      notice.messageText.includes(message.reference),
    );
    expect(acknowledgement).toMatchObject({
      categoryType: 'TRANSACTIONAL',
      messageTitle: 'Message received',
      transactionId: null,
      isRead: false,
    });
    expect(acknowledgement!.messageText).toContain('about a card');
  });

  it('need no account, and each gets a reference of its own; the list is newest first', async () => {
    t.clock.advance(1000);
    const first = (await send(rahim, { subject: 'other', body: 'First question' })).json<SecureMessage>();
    t.clock.advance(1000);
    const second = await send(rahim, { subject: 'complaint', body: 'Second question', accountId: null });
    expect(second.statusCode, second.body).toBe(201);
    const secondMessage = second.json<SecureMessage>();
    expect(first.account).toBeNull();
    expect(secondMessage.account).toBeNull();
    expect(secondMessage.reference).not.toBe(first.reference);
    const listed = await list(rahim);
    expect(listed.slice(0, 2).map((message) => message.reference)).toEqual([
      secondMessage.reference,
      first.reference,
    ]);
  });

  it('are listed only to their sender', async () => {
    const sent = (
      await send(karim, { subject: 'transfer', body: 'Where is my BEFTN transfer?' })
    ).json<SecureMessage>();
    const karims = await list(karim);
    expect(karims.map((message) => message.reference)).toEqual([sent.reference]);
    const rahims = await list(rahim);
    expect(rahims.map((message) => message.reference)).not.toContain(sent.reference);
    expect(await list(newcomer)).toEqual([]);
  });

  it('refuse bad input with the field it concerns', async () => {
    const before = await list(newcomer);
    for (const [payload, field, reason] of [
      [{ subject: 'account', body: '   ' }, 'body', 'secureMessage.bodyRequired'],
      [{ subject: 'account' }, 'body', 'secureMessage.bodyRequired'],
      [
        { subject: 'account', body: 'x'.repeat(SECURE_MESSAGE_MAX_LENGTH + 1) },
        'body',
        'secureMessage.bodyTooLong',
      ],
      [{ subject: 'weather', body: 'Hello' }, 'subject', 'secureMessage.subjectRequired'],
      [
        { subject: 'account', body: 'Hello', accountId: 'not-an-id' },
        'accountId',
        'secureMessage.accountInvalid',
      ],
    ] as const) {
      const response = await send(newcomer, payload);
      expect(refusal(response), JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.json<{ fields: Record<string, string> }>().fields).toMatchObject({ [field]: reason });
    }
    expect(await list(newcomer)).toEqual(before);
  });

  it("refuse another customer's account, or an unknown one, as not found", async () => {
    for (const accountId of [SEED_ACCOUNTS.karim.savings.id, randomUUID()]) {
      const response = await send(newcomer, { subject: 'account', body: 'About this account', accountId });
      expect(refusal(response)).toEqual([404, 'NOT_FOUND']);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
        accountId: 'secureMessage.accountUnknown',
      });
    }
    expect(await list(newcomer)).toEqual([]);
  });

  it('need a signed-in customer', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/reach-us/messages',
      payload: { subject: 'other', body: 'Hello' },
    });
    expect(post.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/reach-us/messages' })).statusCode).toBe(401);
  });

  it('are listed up to the newest fifty', async () => {
    const customer = TestCustomerSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} })).json(),
    );
    const writer = await signIn(t.app, t.clock, { email: customer.email, password: customer.password });
    const start = t.clock.now().getTime();
    await t.app.db.insert(secureMessages).values(
      Array.from({ length: SECURE_MESSAGES_LISTED + 1 }, (_, i) => ({
        customerId: customer.customerId,
        reference: `SM-2026-9${String(i).padStart(5, '0')}`,
        subject: 'other' as const,
        body: `Message ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const listed = await list(writer);
    expect(listed).toHaveLength(SECURE_MESSAGES_LISTED);
    expect(listed[0]!.body).toBe(`Message ${SECURE_MESSAGES_LISTED}`);
    expect(listed.at(-1)!.body).toBe('Message 1');
  });

  it('are limited per customer and minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await send(karim, { subject: 'other', body: `Note ${i}` })).statusCode);
    expect(codes).toContain(429);
    // another customer is not held back by Karim's messages
    expect((await send(rahim, { subject: 'other', body: 'Still here' })).statusCode).toBe(201);
  });
});
