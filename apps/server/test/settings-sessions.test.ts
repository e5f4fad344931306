import { randomUUID } from 'node:crypto';
import { ActiveSessionsSchema, type TestCustomer } from '@taka/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents, notifications } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, deviceFor, latestMessage, refusal, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
let customer: TestCustomer;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  customer = await newTestCustomer(t);
});

/** A sign-in a second after the last action, from a browser of `userAgent` at `ip`. */
async function signInFrom(who: TestCustomer, userAgent: string, ip: string, deviceId = randomUUID()) {
  t.clock.advance(1000);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { email: who.email, password: who.password, deviceUniqueId: deviceId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return deviceFor(t.clock, response.json(), deviceId);
}

const listSessions = async (device: Device) => {
  const response = await as(t.app, device, { method: 'GET', url: '/api/settings/sessions' });
  expect(response.statusCode, response.body).toBe(200);
  return ActiveSessionsSchema.parse(response.json()).sessions;
};
const accounts = (device: Device) => as(t.app, device, { method: 'GET', url: '/api/accounts' });
const newDeviceAlerts = (customerId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.link, '/settings')));

describe('the list of active sessions', () => {
  it("names each session's device, browser, OS, IP and times, this one first and marked", async () => {
    const phone = await signInFrom(customer, CHROME_ON_ANDROID, '198.51.100.7');
    const laptop = await signInFrom(customer, FIREFOX_ON_WINDOWS, '203.0.113.40');

    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      thisDevice: true,
      browser: 'Firefox 133',
      os: 'Windows 10',
      ip: '203.0.113.40',
      signInMethod: 'password',
      locked: false,
    });
    expect(sessions[1]).toMatchObject({
      thisDevice: false,
      browser: 'Chrome 140',
      os: expect.stringContaining('Android'),
      ip: '198.51.100.7',
    });
    expect(Date.parse(sessions[1]!.signedInAt)).toBeLessThan(Date.parse(sessions[0]!.signedInAt));
    expect((await listSessions(phone))[0]).toMatchObject({ thisDevice: true, ip: '198.51.100.7' });
  });

  it('leaves out sessions that signed out', async () => {
    const first = await signIn(t.app, t.clock, customer);
    const second = await signIn(t.app, t.clock, customer);
    await as(t.app, first, { method: 'POST', url: '/api/auth/sign-out' });
    expect((await listSessions(second)).map((s) => s.thisDevice)).toEqual([true]);
  });
});

describe('signing out sessions', () => {
  it('ends one other session at once: its next request is refused, this one goes on', async () => {
    const phone = await signInFrom(customer, CHROME_ON_ANDROID, '198.51.100.7');
    const laptop = await signInFrom(customer, FIREFOX_ON_WINDOWS, '203.0.113.40');
    expect((await accounts(phone)).statusCode).toBe(200);
    const phoneSession = (await listSessions(laptop)).find((s) => !s.thisDevice)!;

    const ended = await as(t.app, laptop, {
      method: 'DELETE',
      url: `/api/settings/sessions/${phoneSession.id}`,
      remoteAddress: '203.0.113.40',
    });
    expect(ended.statusCode).toBe(204);
    expect(refusal(await accounts(phone))).toEqual([401, 'SESSION_REVOKED']);
    expect((await accounts(laptop)).statusCode).toBe(200);
    expect(await listSessions(laptop)).toHaveLength(1);

    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.customerId, customer.customerId),
          eq(activityEvents.kind, 'session-signed-out'),
        ),
      );
    expect(event).toMatchObject({
      ip: '203.0.113.40',
      details: { device: 'Chrome 140 on Android 14, mobile' },
    });
  });

  it("answers 404 for another customer's session, one already ended or no session at all", async () => {
    const mine = await signIn(t.app, t.clock, customer);
    const other = await newTestCustomer(t);
    const theirs = await signIn(t.app, t.clock, other);
    const theirSession = (await listSessions(theirs))[0]!.id;

    const end = (id: string) => as(t.app, mine, { method: 'DELETE', url: `/api/settings/sessions/${id}` });
    expect(refusal(await end(theirSession))).toEqual([404, 'NOT_FOUND']);
    expect((await accounts(theirs)).statusCode).toBe(200);
    expect(refusal(await end(randomUUID()))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await end('not-a-session'))).toEqual([404, 'NOT_FOUND']);

    const second = await signIn(t.app, t.clock, customer);
    const secondId = (await listSessions(second))[0]!.id;
    expect((await end(secondId)).statusCode).toBe(204);
    expect(refusal(await end(secondId))).toEqual([404, 'NOT_FOUND']);
  });

  it('signs out every other session with one request and records it', async () => {
    const others = [await signIn(t.app, t.clock, customer), await signIn(t.app, t.clock, customer)];
    const here = await signIn(t.app, t.clock, customer);

    const response = await as(t.app, here, { method: 'POST', url: '/api/settings/sessions/sign-out-others' });
    expect(response.json()).toEqual({ signedOut: 2 });
    for (const device of others) expect(refusal(await accounts(device))).toEqual([401, 'SESSION_REVOKED']);
    expect((await accounts(here)).statusCode).toBe(200);
    expect(await listSessions(here)).toHaveLength(1);

    t.clock.advance(1000);
    const again = await as(t.app, here, { method: 'POST', url: '/api/settings/sessions/sign-out-others' });
    expect(again.json()).toEqual({ signedOut: 0 });
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.customerId, customer.customerId),
          eq(activityEvents.kind, 'other-sessions-signed-out'),
        ),
      )
      .orderBy(asc(activityEvents.occurredAt));
    expect(events.map((e) => e.details)).toEqual([{ sessions: 2 }, { sessions: 0 }]);
  });

  it('needs a signed-in session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/sessions' });
    expect(refusal(response)).toEqual([401, 'SESSION_REQUIRED']);
  });
});

describe('the new-device alert', () => {
  it('tells the customer by SMS and in the bell, once per new device, naming device, IP and time', async () => {
    const home = randomUUID();
    await signInFrom(customer, FIREFOX_ON_WINDOWS, '203.0.113.40', home);
    expect(await newDeviceAlerts(customer.customerId)).toHaveLength(0);
    await signInFrom(customer, FIREFOX_ON_WINDOWS, '203.0.113.41', home);
    expect(await newDeviceAlerts(customer.customerId)).toHaveLength(0);

    const phone = randomUUID();
    await signInFrom(customer, CHROME_ON_ANDROID, '198.51.100.7', phone);
    const sms = await latestMessage(t.app, customer.mobileNumber);
    expect(sms).toMatchObject({ purpose: 'new-device' });
    expect(sms!.text).toContain('Chrome 140 on Android');
    expect(sms!.text).toContain('IP 198.51.100.7');
    expect(sms!.text).toMatch(/\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M GMT\+6/);
    expect(sms!.text).toContain('/settings');
    const [alert] = await newDeviceAlerts(customer.customerId);
    expect(alert).toMatchObject({ category: 'TRANSACTIONAL', useRouter: true });
    expect(alert!.messageText).toContain('198.51.100.7');

    await signInFrom(customer, CHROME_ON_ANDROID, '198.51.100.8', phone);
    expect(await newDeviceAlerts(customer.customerId)).toHaveLength(1);
    expect((await latestMessage(t.app, customer.mobileNumber))!.id).toBe(sms!.id);
  });
});
