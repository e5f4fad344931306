import type { TestCustomer } from '@taka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, refusal, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';

/**
 * Every way a session ends says why: the row keeps the reason beside `revoked_at`, and every later request of the
 * session is refused 401 with that reason's code, and nothing more (the app tells the customer why they must sign
 * in again).
 */
let t: TestApp;
let customer: TestCustomer;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  customer = await newTestCustomer(t);
});

const NEW_PASSWORD = 'Brand-new#2027';
const accounts = (device: Device) => as(t.app, device, { method: 'GET', url: '/api/accounts' });
const tokenSignIn = (device: Device) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-with-token',
    payload: { accessToken: device.session.accessToken, deviceUniqueId: device.deviceId },
  });
const sessionIdOf = (device: Device) =>
  JSON.parse(Buffer.from(device.session.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const endReasonOf = async (device: Device) => {
  const [row] = await t.database.db
    .select({ endReason: sessions.endReason, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(device)));
  return row;
};

/** The session is refused with `code` on a request and on resuming it, and its row says `reason`. */
async function expectEnded(device: Device, code: string, reason: string) {
  const refused = await accounts(device);
  expect(refusal(refused)).toEqual([401, code]);
  expect(Object.keys(refused.json()).sort()).toEqual(['code', 'message', 'statusCode']);
  expect(refusal(await tokenSignIn(device))).toEqual([401, code]);
  expect(await endReasonOf(device)).toMatchObject({ endReason: reason, revokedAt: expect.any(Date) });
}

describe('a session that ended', () => {
  it('by signing out answers SESSION_SIGNED_OUT', async () => {
    const device = await signIn(t.app, t.clock, customer);
    expect((await as(t.app, device, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    await expectEnded(device, 'SESSION_SIGNED_OUT', 'signed_out');
  });

  it('by signing itself out from the list of sessions answers SESSION_SIGNED_OUT', async () => {
    const device = await signIn(t.app, t.clock, customer);
    const ended = await as(t.app, device, {
      method: 'DELETE',
      url: `/api/settings/sessions/${sessionIdOf(device)}`,
    });
    expect(ended.statusCode).toBe(204);
    await expectEnded(device, 'SESSION_SIGNED_OUT', 'signed_out');
  });

  it('from the list of sessions of another answers SESSION_REVOKED, the other goes on', async () => {
    const phone = await signIn(t.app, t.clock, customer);
    const laptop = await signIn(t.app, t.clock, customer);
    const ended = await as(t.app, laptop, {
      method: 'DELETE',
      url: `/api/settings/sessions/${sessionIdOf(phone)}`,
    });
    expect(ended.statusCode).toBe(204);
    await expectEnded(phone, 'SESSION_REVOKED', 'revoked');
    expect((await accounts(laptop)).statusCode).toBe(200);
    expect(await endReasonOf(laptop)).toEqual({ endReason: null, revokedAt: null });
  });

  it("by another's sign-out of every other session answers SESSION_REVOKED", async () => {
    const phone = await signIn(t.app, t.clock, customer);
    const laptop = await signIn(t.app, t.clock, customer);
    const ended = await as(t.app, laptop, { method: 'POST', url: '/api/settings/sessions/sign-out-others' });
    expect(ended.json()).toEqual({ signedOut: 1 });
    await expectEnded(phone, 'SESSION_REVOKED', 'revoked');
  });

  it('by a password change in settings answers SESSION_PASSWORD_CHANGED, the changing one goes on', async () => {
    const phone = await signIn(t.app, t.clock, customer);
    const laptop = await signIn(t.app, t.clock, customer);
    const changed = await as(t.app, laptop, {
      method: 'POST',
      url: '/api/settings/change-password',
      payload: { currentPassword: customer.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(phone, 'SESSION_PASSWORD_CHANGED', 'password_changed');
    expect((await accounts(laptop)).statusCode).toBe(200);
  });

  it('by a change of e-mail and password on the guest page answers SESSION_PASSWORD_CHANGED', async () => {
    const phone = await signIn(t.app, t.clock, customer);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-username-password',
      payload: { email: customer.email, currentPassword: customer.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(phone, 'SESSION_PASSWORD_CHANGED', 'password_changed');
  });

  it('by a password reset answers SESSION_PASSWORD_RESET', async () => {
    const phone = await signIn(t.app, t.clock, customer);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/auth/forgot-password', { email: customer.email })).statusCode).toBe(200);
    const code = (await latestMessage(t.app, customer.mobileNumber))!.code!;
    const reset = await post('/api/auth/reset-password', {
      email: customer.email,
      code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEnded(phone, 'SESSION_PASSWORD_RESET', 'password_reset');
  });

  it('by its time running out answers SESSION_EXPIRED, without any write', async () => {
    const device = await signIn(t.app, t.clock, customer);
    const later = await startTestApp({ database: t.database });
    try {
      later.clock.advance(7 * 24 * 60 * MINUTE + 1000);
      const refused = await as(later.app, device, { method: 'GET', url: '/api/accounts' });
      expect(refusal(refused)).toEqual([401, 'SESSION_EXPIRED']);
      expect(await endReasonOf(device)).toEqual({ endReason: null, revokedAt: null });
    } finally {
      await later.close();
    }
  });

  it('a token that is not ours still answers INVALID_TOKEN', async () => {
    const device = await signIn(t.app, t.clock, customer);
    const [header, payload] = device.session.accessToken.split('.');
    const forged = await as(t.app, device, {
      method: 'GET',
      url: '/api/accounts',
      headers: { authorization: `Bearer ${header}.${payload}.eA` },
    });
    expect(refusal(forged)).toEqual([401, 'INVALID_TOKEN']);
  });
});
