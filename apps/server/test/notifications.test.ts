import {
  NotificationListResponseSchema,
  PublishNotificationRequestSchema,
  TestCustomerSchema,
  UnreadCountResponseSchema,
  type BankNotification,
  type NotificationCategory,
  type PublishNotificationRequest,
  type TestCustomer,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishNotification } from '../src/modules/notifications/publish.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import { rows } from './helpers/money.ts';

const BASE = '/api/notification-service/instant-notification';
const SERVICE_TOKEN = 'notification-service-token-of-the-tests-0123456789';

let t: TestApp;
let alice: { customer: TestCustomer; device: Device };
let bob: { customer: TestCustomer; device: Device };

async function newCustomer() {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: {} });
  expect(made.statusCode, made.body).toBe(201);
  const customer = TestCustomerSchema.parse(made.json());
  return { customer, device: await signIn(t.app, t.clock, customer) };
}

beforeAll(async () => {
  t = await startTestApp({ env: { NOTIFICATION_SERVICE_TOKEN: SERVICE_TOKEN } });
  alice = await newCustomer();
  bob = await newCustomer();
});
afterAll(() => t.close());

const publish = (body: unknown, authorization: string | null = `Bearer ${SERVICE_TOKEN}`) =>
  t.app.inject({
    method: 'POST',
    url: BASE,
    payload: body as object,
    headers: authorization ? { authorization } : {},
  });

const promotion = (customerId: string, overrides: Partial<PublishNotificationRequest> = {}) => ({
  audience: { kind: 'customer', customerId },
  categoryType: 'PROMOTIONAL',
  messageTitle: 'Eid offer',
  messageText: 'Cashback on card purchases.',
  ...overrides,
});

/** Published a second after the one before, so that newest first is one order. */
async function publishTo(customerId: string, overrides: Partial<PublishNotificationRequest> = {}) {
  t.clock.advance(1000);
  const response = await publish(promotion(customerId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { written: number } }>().data.written;
}

const list = async (device: Device, categoryType: NotificationCategory, pageNumber = 0) => {
  const response = await as(t.app, device, {
    method: 'POST',
    url: `${BASE}/list`,
    payload: { pageNumber, pageSize: 20, categoryType },
  });
  expect(response.statusCode, response.body).toBe(200);
  return NotificationListResponseSchema.parse(response.json()).data;
};
const unread = async (device: Device, categoryType?: NotificationCategory) =>
  UnreadCountResponseSchema.parse(
    (
      await as(t.app, device, {
        method: 'GET',
        url: `${BASE}/total/unread/alerts${categoryType ? `?categoryType=${categoryType}` : ''}`,
      })
    ).json(),
  ).data;
const mark = (device: Device, payload: object) =>
  as(t.app, device, { method: 'POST', url: `${BASE}/update/unread/alerts`, payload });

describe('publishing notifications', () => {
  it('needs the service credential: no token, a wrong one and a customer session are refused', async () => {
    const body = promotion(alice.customer.customerId);
    expect(refusal(await publish(body, null))).toEqual([401, 'SERVICE_TOKEN_INVALID']);
    expect(refusal(await publish(body, `Bearer ${SERVICE_TOKEN.slice(0, -1)}x`))).toEqual([
      401,
      'SERVICE_TOKEN_INVALID',
    ]);
    expect(refusal(await publish(body, SERVICE_TOKEN))).toEqual([401, 'SERVICE_TOKEN_INVALID']);
    // The customer's own bearer token and Session-Data: a customer cannot publish.
    const asCustomer = await as(t.app, alice.device, { method: 'POST', url: BASE, payload: body });
    expect(refusal(asCustomer)).toEqual([401, 'SERVICE_TOKEN_INVALID']);
    expect(await list(alice.device, 'PROMOTIONAL')).toMatchObject({ totalElements: 0 });
  });

  it('is not there when no credential is configured', async () => {
    const unconfigured = await startTestApp({ database: t.database, clock: t.clock });
    try {
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: BASE,
        payload: promotion(alice.customer.customerId),
        headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
      });
      expect(refusal(response)).toEqual([404, 'NOT_FOUND']);
    } finally {
      await unconfigured.close();
    }
  });

  it('refuses bad payloads with 400', async () => {
    const id = alice.customer.customerId;
    for (const bad of [
      {},
      promotion(id, { messageTitle: '  ' }),
      promotion(id, { categoryType: 'NEWS' as NotificationCategory }),
      promotion(id, { linkedUrl: 'http://www.taka.com.bd/offer' }),
      promotion(id, { linkedUrl: 'javascript:alert(1)' }),
      promotion(id, { imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }),
      promotion(id, { link: '//evil.example/phish' }),
      promotion(id, { link: '/\\evil.example/phish' }),
      promotion(id, { imageUrl: '/api/media/%2e%2e/%2e%2e/etc/passwd' }),
      promotion(id, { linkedUrl: 'https://www.taka.com.bd@evil.example/' }),
      promotion(id, { linkedUrl: 'https://www.tаka.com.bd/' }),
      promotion(id, { messageText: 'x'.repeat(2001) }),
      { ...promotion(id), audience: { kind: 'customer', customerId: 'not-a-uuid' } },
      { ...promotion(id), audience: { kind: 'everyone' } },
      { ...promotion(id, { transactionId: 'TK1' }), audience: { kind: 'all' } },
    ]) {
      const response = await publish(bad);
      expect(refusal(response), JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    // a path out of the media folder; a link that reads backwards from a bidirectional override
    const traversal = await publish(promotion(id, { imageUrl: '/api/../../etc/passwd' }));
    expect(traversal.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { imageUrl: 'notification.imageUrl' },
    });
    const reversed = await publish(promotion(id, { linkedUrl: 'https://www.taka.com.bd/\u202efdp.exe' }));
    expect(reversed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { linkedUrl: 'notification.httpsOnly' },
    });
    expect(refusal(await publish(promotion('6f1f7a4e-0000-4000-8000-000000000000')))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await list(alice.device, 'PROMOTIONAL')).toMatchObject({ totalElements: 0 });
  });

  it('stores rich text clean: no script, no event handler, https links only (none with a user name)', async () => {
    const written = await publishTo(alice.customer.customerId, {
      bannerTitle: 'Boishakh',
      bannerText:
        '<p onclick="steal()">Pay with <strong>Taka</strong><img src=x onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">here</a> or <a href="https://www.taka.com.bd/offer" onmouseover="x()">there</a>' +
        '<a href="https://www.taka.com.bd@evil.example/">also</a>' +
        '<iframe src="https://evil.example"></iframe></p>',
      messageText: 'Plain <b>text</b> stays as sent & is shown as text.',
    });
    expect(written).toBe(1);
    const [stored] = (await list(alice.device, 'PROMOTIONAL')).data;
    expect(stored?.bannerText).toBe(
      '<p>Pay with <strong>Taka</strong><a>here</a> or ' +
        '<a href="https://www.taka.com.bd/offer" target="_blank" rel="noopener noreferrer">there</a><a>also</a></p>',
    );
    expect(stored?.messageText).toBe('Plain <b>text</b> stays as sent & is shown as text.');
    await publishTo(alice.customer.customerId, { bannerText: '<script>alert(1)</script>' });
    expect((await list(alice.device, 'PROMOTIONAL')).data[0]?.bannerText).toBeNull();
  });

  it('writes to one customer only, with every field', async () => {
    const fields = {
      bannerTitle: 'Save more',
      imageUrl: '/api/media/banners/cashback.svg',
      linkedUrl: 'https://www.taka.com.bd/offers/fdr',
      link: '/fdr-request',
      useRouter: true,
    };
    expect(await publishTo(bob.customer.customerId, { ...fields, messageTitle: 'For Bob' })).toBe(1);
    const [newest] = (await list(bob.device, 'PROMOTIONAL')).data;
    expect(newest).toMatchObject({ ...fields, messageTitle: 'For Bob', isRead: false, transactionId: null });
    expect(newest?.date).toBe(t.clock.now().toISOString());
    expect((await list(alice.device, 'PROMOTIONAL')).data.map((n) => n.messageTitle)).not.toContain(
      'For Bob',
    );
  });

  it('writes a broadcast in keyset batches, every customer once, whatever the batch size', async () => {
    const count = async (title: string) =>
      (
        await rows<{ customers: number; notified: number; distinct: number }>(
          t.app.db,
          sql`select (select count(*)::int from customers) as customers,
            (select count(*)::int from notifications where message_title = ${title}) as notified,
            (select count(distinct customer_id)::int from notifications where message_title = ${title}) as distinct`,
        )
      )[0]!;
    const { customers } = await count('');
    // 2 leaves a short last batch or an empty one; the number of customers is one full batch, then an empty one.
    for (const batchSize of [2, 3, customers]) {
      const title = `Batched by ${batchSize}`;
      const publication = PublishNotificationRequestSchema.parse({
        audience: { kind: 'all' },
        categoryType: 'PROMOTIONAL',
        messageTitle: title,
        messageText: 'Written in batches.',
      });
      const written = await publishNotification(t.app.db, publication, t.clock.now(), batchSize);
      expect(written).toBe(customers);
      expect(await count(title)).toEqual({ customers, notified: customers, distinct: customers });
    }
  });

  it('broadcasts to every customer through the route and answers how many', async () => {
    const [{ customers } = { customers: -1 }] = await rows<{ customers: number }>(
      t.app.db,
      sql`select count(*)::int as customers from customers`,
    );
    t.clock.advance(MINUTE);
    const response = await publish({
      audience: { kind: 'all' },
      categoryType: 'PROMOTIONAL',
      messageTitle: 'Bank holiday',
      messageText: 'Branches are closed on Friday.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ written: customers });
    expect(customers).toBeGreaterThan(2);
    for (const who of [alice, bob])
      expect((await list(who.device, 'PROMOTIONAL')).data[0]?.messageTitle).toBe('Bank holiday');
  });
  it('never writes the credential to the log', () => {
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.filter((line) => line.includes(SERVICE_TOKEN))).toEqual([]);
  });
});

describe('a customer’s notifications', () => {
  let carol: { customer: TestCustomer; device: Device };
  const titles = (page: { data: BankNotification[] }) => page.data.map((n) => n.messageTitle);

  beforeAll(async () => {
    carol = await newCustomer();
    for (let i = 1; i <= 25; i++) await publishTo(carol.customer.customerId, { messageTitle: `Offer ${i}` });
    for (let i = 1; i <= 3; i++)
      await publishTo(carol.customer.customerId, {
        categoryType: 'TRANSACTIONAL',
        messageTitle: `Transfer ${i}`,
        transactionId: `TK00000000000${i}`,
      });
  });

  it('come in pages of a category, newest first', async () => {
    const first = await list(carol.device, 'PROMOTIONAL');
    expect(first).toMatchObject({ pageNumber: 0, pageSize: 20, totalElements: 25, totalPages: 2 });
    expect(titles(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Offer ${25 - i}`));
    const second = await list(carol.device, 'PROMOTIONAL', 1);
    expect(titles(second)).toEqual(['Offer 5', 'Offer 4', 'Offer 3', 'Offer 2', 'Offer 1']);
    const transactions = await list(carol.device, 'TRANSACTIONAL');
    expect(transactions.totalElements).toBe(3);
    expect(transactions.data.every((n) => n.categoryType === 'TRANSACTIONAL' && n.transactionId)).toBe(true);
    expect(await unread(carol.device)).toBe(28);
  });

  it('are marked read and unread one by one, and all of one category at once', async () => {
    const [newest] = (await list(carol.device, 'PROMOTIONAL')).data;
    expect((await mark(carol.device, { id: newest!.id, categoryType: 'PROMOTIONAL' })).statusCode).toBe(200);
    expect(await unread(carol.device, 'PROMOTIONAL')).toBe(24);
    const back = await mark(carol.device, { id: newest!.id, categoryType: 'PROMOTIONAL', isRead: false });
    expect(back.json().data).toEqual({ updated: 1 });
    expect(await unread(carol.device, 'PROMOTIONAL')).toBe(25);

    const all = await mark(carol.device, { updateAll: true, categoryType: 'PROMOTIONAL' });
    expect(all.json().data).toEqual({ updated: 25 });
    expect(await unread(carol.device, 'PROMOTIONAL')).toBe(0);
    expect(await unread(carol.device, 'TRANSACTIONAL')).toBe(3);
    expect(refusal(await mark(carol.device, { categoryType: 'PROMOTIONAL' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('are not another customer’s to mark or delete (404), and are deleted by their owner', async () => {
    const [target] = (await list(carol.device, 'TRANSACTIONAL')).data;
    const foreign = { id: target!.id, categoryType: 'TRANSACTIONAL', isRead: true };
    expect(refusal(await mark(alice.device, foreign))).toEqual([404, 'NOT_FOUND']);
    expect(
      refusal(await as(t.app, alice.device, { method: 'DELETE', url: `${BASE}/${target!.id}` })),
    ).toEqual([404, 'NOT_FOUND']);
    expect(await unread(carol.device, 'TRANSACTIONAL')).toBe(3);

    const removed = await as(t.app, carol.device, { method: 'DELETE', url: `${BASE}/${target!.id}` });
    expect(removed.json().data).toEqual({ id: target!.id });
    expect((await list(carol.device, 'TRANSACTIONAL')).data.map((n) => n.id)).not.toContain(target!.id);
    expect(refusal(await t.app.inject({ method: 'POST', url: `${BASE}/list`, payload: {} }))[0]).toBe(401);
  });
});
