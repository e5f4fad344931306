import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';
import { receiptOf, rows, SEED_ACCOUNTS, transfer } from './helpers/money.ts';
import { listening, notificationsOn, openStream, streamOf, type OpenStream } from './helpers/stream.ts';

/** Notifications pushed to open streams as server-sent events (decision 025), through a listening server. */
let t: TestApp;
let base: string;
const open: OpenStream[] = [];
const track = async (stream: Promise<OpenStream>) => {
  const opened = await stream;
  open.push(opened);
  return opened;
};

beforeAll(async () => {
  t = await startTestApp({ env: { STREAM_HEARTBEAT_MS: '100' } });
  base = await listening(t.app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

const insertNotification = (customerId: string, title: string) =>
  t.database.db.execute(
    sql`insert into notifications (customer_id, category, message_title, message_text)
        values (${customerId}, 'PROMOTIONAL', ${title}, 'Text of ' || ${title})`,
  );
/** A stream opened again by `device`, refused: [status, code]. */
const reopened = async (device: Device) => {
  const stream = await openStream(base, device.headers());
  return [stream.status, JSON.parse(stream.body).code];
};
const locked = async (device: Device) =>
  (await as(t.app, device, { method: 'GET', url: '/api/accounts' })).statusCode === 423;

describe('the notification stream', () => {
  it('is refused without a session or with a token that is not one', async () => {
    const none = await openStream(base, {});
    expect([none.status, JSON.parse(none.body).code]).toEqual([401, 'SESSION_REQUIRED']);
    const forged = await openStream(base, { authorization: 'Bearer not-a-token', 'session-data': 'x' });
    expect([forged.status, JSON.parse(forged.body).code]).toEqual([401, 'INVALID_TOKEN']);
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const noSessionData = await openStream(base, { authorization: rahim.headers().authorization! });
    expect(noSessionData.status).toBe(401);
  });

  it('is an uncompressed event stream that sends heartbeats', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const stream = await track(openStream(base, { ...rahim.headers(), 'accept-encoding': 'br, gzip' }));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    await expect.poll(() => stream.events.filter((event) => event.comment).length).toBeGreaterThan(2);
    stream.close();
  });

  it("carries the customer's own new notifications, not another customer's", async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const stream = await track(streamOf(base, rahim));
    await insertNotification(KARIM.id, 'For Karim');
    await insertNotification(RAHIM.id, 'For Rahim');
    await expect.poll(() => notificationsOn(stream).length).toBe(1);
    expect(notificationsOn(stream)[0]).toMatchObject({
      category: 'PROMOTIONAL',
      title: 'For Rahim',
      text: 'Text of For Rahim',
      incomingCredit: false,
      amount: null,
    });
    stream.close();
  });

  it("tells the payee of a within-bank transfer at once, in the posting's transaction", async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const karim = await signIn(t.app, t.clock, { email: KARIM.email });
    const karimStream = await track(streamOf(base, karim));
    const rahimStream = await track(streamOf(base, rahim));
    const receipt = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, {
        type: 'within_bank',
        sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
        accountNumber: SEED_ACCOUNTS.karim.savings.number,
        amount: '250.5',
      }),
    );
    await expect.poll(() => notificationsOn(karimStream).length).toBe(1);
    expect(notificationsOn(karimStream)[0]).toMatchObject({
      category: 'TRANSACTIONAL',
      title: 'Money received',
      incomingCredit: true,
      amount: '250.50',
      fromName: receipt.fromAccountName,
    });
    await expect.poll(() => notificationsOn(rahimStream).length).toBe(1);
    expect(notificationsOn(rahimStream)[0]).toMatchObject({
      title: 'Fund transfer successful',
      incomingCredit: false,
    });
    const stored = await rows<{ customer_id: string; incoming_credit: boolean }>(
      t.database.db,
      sql`select customer_id, incoming_credit from notifications where transaction_id = ${receipt.transactionId}
          order by incoming_credit`,
    );
    expect(stored).toEqual([
      { customer_id: RAHIM.id, incoming_credit: false },
      { customer_id: KARIM.id, incoming_credit: true },
    ]);
    karimStream.close();
    rahimStream.close();
  });

  it('tells every open stream to refresh after a statement that writes many notifications', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const stream = await track(streamOf(base, rahim));
    await t.database.db.execute(
      sql`insert into notifications (customer_id, category, message_title, message_text)
          select ${KARIM.id}, 'PROMOTIONAL', 'Offer ' || n, 'For everyone' from generate_series(1, 150) as n`,
    );
    await expect.poll(() => stream.events.filter((event) => event.event === 'refresh').length).toBe(1);
    expect(notificationsOn(stream)).toEqual([]);
    stream.close();
  });

  it('keeps at most five streams per customer: a sixth ends the oldest', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const streams = [];
    for (let i = 0; i < 6; i++) streams.push(await track(streamOf(base, rahim)));
    await streams[0]!.ended;
    expect(streams.slice(1).map((stream) => stream.hasEnded())).toEqual([false, false, false, false, false]);
    for (const stream of streams) stream.close();
  });

  it('ends when its session signs out', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const other = await signIn(t.app, t.clock, { email: RAHIM.email });
    const stream = await track(streamOf(base, rahim));
    const otherStream = await track(streamOf(base, other));
    expect((await as(t.app, rahim, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    await stream.ended;
    expect(otherStream.hasEnded()).toBe(false);
    otherStream.close();
    // the client's reconnection learns why, as any request of the session would
    expect(await reopened(rahim)).toEqual([401, 'SESSION_SIGNED_OUT']);
  });

  it('ends when a password change elsewhere ends its session, and its reconnection says so', async () => {
    const customer = await newTestCustomer(t);
    const phone = await signIn(t.app, t.clock, customer);
    const laptop = await signIn(t.app, t.clock, customer);
    const stream = await track(streamOf(base, phone));
    const changed = await as(t.app, laptop, {
      method: 'POST',
      url: '/api/settings/change-password',
      payload: { currentPassword: customer.password, newPassword: 'Brand-new#2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await stream.ended;
    expect(await reopened(phone)).toEqual([401, 'SESSION_PASSWORD_CHANGED']);
  });

  it('ends when its session is revoked in the database', async () => {
    const karim = await signIn(t.app, t.clock, { email: KARIM.email });
    const stream = await track(streamOf(base, karim));
    await t.database.db.execute(
      sql`update sessions set revoked_at = now() where customer_id = ${KARIM.id} and revoked_at is null`,
    );
    await stream.ended;
    expect(await reopened(karim)).toEqual([401, 'SESSION_REVOKED']);
  });

  it('is no activity: the session locks when idle although its stream is open, and the stream ends', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    t.clock.advance(4 * MINUTE);
    const stream = await track(streamOf(base, rahim));
    t.clock.advance(2 * MINUTE);
    await stream.ended;
    expect(await locked(rahim)).toBe(true);
  });
});

describe('when the server closes', () => {
  it('ends the open streams instead of waiting for them', async () => {
    const other = await startTestApp({ database: t.database, clock: t.clock });
    const rahim = await signIn(other.app, other.clock, { email: RAHIM.email });
    const stream = await track(streamOf(await listening(other.app), rahim));
    expect(stream.status).toBe(200);
    // an open stream would hold close() for good: the test's timeout would fail it
    await other.close();
    await stream.ended;
  });
});
