import { randomUUID } from 'node:crypto';
import { AuthSessionSchema } from '@taka/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../src/db/schema/index.ts';
import { recordActivity } from '../src/modules/activity/record.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, deviceFor, KARIM, RAHIM, SEED_PASSWORD, signIn } from './helpers/client.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const WRONG_PASSWORD = 'Wrong#Secret-2026';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const eventsOf = (customerId: string) =>
  t.database.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.customerId, customerId))
    .orderBy(asc(activityEvents.occurredAt));
const kindsOf = async (customerId: string) => (await eventsOf(customerId)).map((e) => e.kind);

/** A sign-in a second after the last action, so that events sort by time. */
const signInAttempt = (email: string, password: string) => {
  t.clock.advance(1000);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: '203.0.113.40',
    headers: { 'user-agent': FIREFOX_ON_WINDOWS },
    payload: { email, password, deviceUniqueId: randomUUID() },
  });
};

describe('activity events of signing in and out', () => {
  it('records a sign-in with the IP and the device, browser and OS of its user agent', async () => {
    expect((await signInAttempt(KARIM.email, SEED_PASSWORD)).statusCode).toBe(200);
    const [event] = await eventsOf(KARIM.id);
    expect(event).toMatchObject({
      kind: 'sign-in',
      ip: '203.0.113.40',
      userAgent: FIREFOX_ON_WINDOWS,
      browser: 'Firefox 133',
      os: 'Windows 10',
    });
    expect(event!.sessionId).toEqual(expect.any(String));
    expect(await kindsOf(RAHIM.id)).toEqual([]);
  });

  it('records failed sign-ins and the lockout, and nothing for an unknown e-mail', async () => {
    const before = await t.database.db.select().from(activityEvents);
    expect((await signInAttempt('nobody@demo.taka', WRONG_PASSWORD)).statusCode).toBe(401);
    expect(await t.database.db.select().from(activityEvents)).toHaveLength(before.length);

    for (let i = 0; i < 4; i++)
      expect((await signInAttempt(RAHIM.email, WRONG_PASSWORD)).statusCode).toBe(401);
    expect(await kindsOf(RAHIM.id)).toEqual(Array(4).fill('sign-in-failed'));
    const fifth = await signInAttempt(RAHIM.email, WRONG_PASSWORD);
    expect(fifth.json().code).toBe('ACCOUNT_LOCKED');
    const events = await eventsOf(RAHIM.id);
    // the fifth failure and the lockout it caused share their time
    expect(events.map((e) => e.kind).sort()).toEqual(['lockout', ...Array(5).fill('sign-in-failed')]);
    expect(events.find((e) => e.kind === 'lockout')!.occurredAt).toEqual(events.at(-1)!.occurredAt);
    expect(events[0]!.details).toEqual({ reason: 'wrong-password' });
    // the right password while locked is refused, and recorded as refused
    expect((await signInAttempt(RAHIM.email, SEED_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
    expect((await eventsOf(RAHIM.id)).at(-1)).toMatchObject({
      kind: 'sign-in-failed',
      details: { reason: 'locked' },
    });
    t.clock.advance(16 * MINUTE);
  });

  it('records the idle lock once, the unlock and the sign-out of a session', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email, ip: '198.51.100.7' });
    t.clock.advance(6 * MINUTE);
    const user = () => as(t.app, device, { method: 'GET', url: '/api/common/user' });
    expect((await user()).statusCode).toBe(423);
    expect((await user()).statusCode).toBe(423);
    t.clock.advance(1000);
    const unlock = await as(t.app, device, {
      method: 'POST',
      url: '/api/auth/unlock-session',
      payload: { email: RAHIM.email, password: SEED_PASSWORD },
    });
    expect(unlock.statusCode).toBe(200);
    t.clock.advance(1000);
    const unlocked = deviceFor(t.clock, AuthSessionSchema.parse(unlock.json()), device.deviceId);
    expect((await as(t.app, unlocked, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);

    const events = (await eventsOf(RAHIM.id)).filter((e) => e.sessionId !== null);
    expect(events.map((e) => e.kind)).toEqual(['sign-in', 'idle-lock', 'unlock', 'sign-out']);
    expect(new Set(events.map((e) => e.sessionId)).size).toBe(1);
    expect(events[1]!.ip).toBe('198.51.100.7');
  });

  it('records a password change with the change, and no secret in any event', async () => {
    const newPassword = 'Fresh#Secret-2027';
    t.clock.advance(1000);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-username-password',
      payload: { email: KARIM.email, currentPassword: SEED_PASSWORD, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    expect((await eventsOf(KARIM.id)).at(-1)).toMatchObject({
      kind: 'password-changed',
      details: { emailChanged: false },
    });
    const signedIn = await signIn(t.app, t.clock, { email: KARIM.email, password: newPassword });

    const rows = JSON.stringify(await t.database.db.select().from(activityEvents));
    for (const secret of [
      SEED_PASSWORD,
      WRONG_PASSWORD,
      newPassword,
      signedIn.session.accessToken,
      signedIn.session.sessionKey,
    ]) {
      expect(rows).not.toContain(secret);
    }
  });

  it('leaves no event when the change it records rolls back', async () => {
    const before = await kindsOf(KARIM.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordActivity(tx, {
          customerId: KARIM.id,
          kind: 'sign-out',
          at: t.clock.now(),
          client: { ip: '127.0.0.1', userAgent: undefined },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await kindsOf(KARIM.id)).toEqual(before);
  });
});
