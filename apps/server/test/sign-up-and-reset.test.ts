import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CUSTOMERS } from '../src/db/seed/customers.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { KARIM, latestMessage, RAHIM, signIn } from './helpers/client.ts';

const NASRIN = SEED_CUSTOMERS.nasrin;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

const signInStatus = async (email: string, password: string) =>
  (await post('/api/auth/sign-in', { email, password, deviceUniqueId: randomUUID() })).statusCode;

/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up', () => {
  const signUp = {
    accountNumber: NASRIN.accountNumbers[0],
    mobileNumber: NASRIN.mobileNumber,
    email: 'nasrin@demo.taka',
    password: 'Nasrin#2026',
  };

  it('answers the same whether or not the customer matches', async () => {
    const unknownAccount = await post('/api/auth/sign-up', { ...signUp, accountNumber: '9999999999999' });
    const wrongMobile = await post('/api/auth/sign-up', { ...signUp, mobileNumber: '01999999999' });
    const alreadyRegistered = await post('/api/auth/sign-up', {
      ...signUp,
      accountNumber: RAHIM.accountNumbers[0],
      mobileNumber: RAHIM.mobileNumber,
    });
    for (const response of [unknownAccount, wrongMobile, alreadyRegistered])
      expect(response.statusCode).toBe(200);
    expect(wrongMobile.body).toBe(unknownAccount.body);
    expect(alreadyRegistered.body).toBe(unknownAccount.body);
    expect(await latestMessage(t.app, '01999999999')).toBeUndefined();
    expect(await latestMessage(t.app, NASRIN.mobileNumber)).toBeUndefined();

    const matched = await post('/api/auth/sign-up', signUp);
    expect(matched.statusCode).toBe(200);
    expect(matched.body).toBe(unknownAccount.body);
    expect(matched.json()).toMatchObject({ accepted: true });
  });

  it('registers the customer once the code from the mobile is confirmed', async () => {
    const message = await latestMessage(t.app, NASRIN.mobileNumber);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'sign-up' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);
    const code = message!.code!;

    expect(await signInStatus(signUp.email, signUp.password)).toBe(401);
    const wrong = await post('/api/auth/confirm-sign-up', { email: signUp.email, code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('OTP_INVALID');
    const unknown = await post('/api/auth/confirm-sign-up', { email: 'nobody@demo.taka', code });
    expect(unknown.body).toBe(wrong.body);

    const confirmed = await post('/api/auth/confirm-sign-up', { email: signUp.email, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ accepted: true });

    const device = await signIn(t.app, t.clock, { email: signUp.email, password: signUp.password });
    expect(device.session.user).toMatchObject({ name: 'Nasrin Akter', profilePic: null });
    expect((await post('/api/auth/confirm-sign-up', { email: signUp.email, code })).statusCode).toBe(400);
  });
});

describe('forgot and reset password', () => {
  const requestCode = async (email: string) => {
    const response = await post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const reset = (code: string, password = 'Karim#2027', email: string = KARIM.email) =>
    post('/api/auth/reset-password', { email, code, password });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = await requestCode(KARIM.email);
    const unknown = await requestCode('nobody@demo.taka');
    expect(unknown).toBe(known);
    const unknownReset = await reset('123456', 'Whatever#1', 'nobody@demo.taka');
    const wrongReset = await reset(otherThan((await latestMessage(t.app, KARIM.mobileNumber))!.code!));
    expect(unknownReset.statusCode).toBe(400);
    expect(unknownReset.body).toBe(wrongReset.body);
  });

  it('resets with the right code once, and revokes the sessions', async () => {
    const device = await signIn(t.app, t.clock, { email: KARIM.email });
    await requestCode(KARIM.email);
    const message = await latestMessage(t.app, KARIM.mobileNumber);
    expect(message?.purpose).toBe('reset-password');
    const code = message!.code!;

    expect((await reset(otherThan(code))).json().code).toBe('OTP_INVALID');
    expect((await reset(code)).statusCode).toBe(200);
    expect((await reset(code, 'Again#2027')).statusCode).toBe(400);

    expect(await signInStatus(KARIM.email, 'Taka#2026')).toBe(401);
    expect(await signInStatus(KARIM.email, 'Karim#2027')).toBe(200);
    const revoked = await t.app.inject({ method: 'GET', url: '/api/common/user', headers: device.headers() });
    expect(revoked.statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    await requestCode(RAHIM.email);
    const code = (await latestMessage(t.app, RAHIM.mobileNumber))!.code!;
    t.clock.advance(5 * MINUTE + 1000);
    const response = await reset(code, 'Rahim#2027', RAHIM.email);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('OTP_INVALID');
  });

  it('refuses the right code on the 6th try after 5 wrong ones', async () => {
    await requestCode(RAHIM.email);
    const code = (await latestMessage(t.app, RAHIM.mobileNumber))!.code!;
    for (let i = 0; i < 5; i++) {
      expect((await reset(otherThan(code), 'Rahim#2027', RAHIM.email)).statusCode).toBe(400);
    }
    expect((await reset(code, 'Rahim#2027', RAHIM.email)).statusCode).toBe(400);
    expect(await signInStatus(RAHIM.email, 'Taka#2026')).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    await requestCode(RAHIM.email);
    const first = (await latestMessage(t.app, RAHIM.mobileNumber))!.code!;
    await requestCode(RAHIM.email);
    const second = (await latestMessage(t.app, RAHIM.mobileNumber))!.code!;
    if (first !== second) expect((await reset(first, 'Rahim#2027', RAHIM.email)).statusCode).toBe(400);
    expect((await reset(second, 'Rahim#2027', RAHIM.email)).statusCode).toBe(200);
  });
});
