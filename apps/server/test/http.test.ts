import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, RAHIM, SEED_PASSWORD, signIn } from './helpers/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)';style-src 'self' 'nonce-\1'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
};

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('answers a validation failure with 400, messages per field and no stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { accountNumber: '12', mobileNumber: '123', email: 'x', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.fields).toMatchObject({
      accountNumber: 'accountNumber.invalid',
      mobileNumber: 'mobileNumber.invalid',
      password: 'password.tooShort',
    });
    expect(body.fields.email).toEqual(expect.any(String));
    expect(Object.keys(body).sort()).toEqual(['code', 'fields', 'message', 'statusCode']);
  });

  it('answers malformed JSON and a wrong media type with 4xx bodies', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
    expect(malformed.body).not.toMatch(/Unexpected|position|SyntaxError/);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unexpected failure with a generic 500 and logs the stack server-side only', async () => {
    const broken = await startTestApp();
    try {
      await broken.database.db.execute(sql`DROP TABLE languages`);
      const response = await broken.app.inject({ method: 'GET', url: '/api/meta/languages/active' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(broken.logs.some((line) => line.includes('"stack"'))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});

describe('security headers', () => {
  it('are on JSON answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meta/client-config' });
    expectSecurityHeaders(response.headers);
  });

  it('answers every API call with no-store, signed in or not, refused or not', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/meta/client-config' }),
      await as(t.app, device, { method: 'GET', url: '/api/accounts' }),
      await as(t.app, device, { method: 'GET', url: '/api/common/user' }),
      await t.app.inject({ method: 'GET', url: '/api/accounts' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ])
      expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('development outbox', () => {
  it('does not exist in production', async () => {
    const production = await startTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});

describe('logs', () => {
  it('never contain a password, token, session key, Session-Data or one-time code', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    await as(t.app, device, { method: 'GET', url: '/api/common/user' });
    await as(t.app, device, {
      method: 'POST',
      url: '/api/auth/unlock-session',
      payload: { email: RAHIM.email, password: SEED_PASSWORD },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: RAHIM.email } });
    const code = (await latestMessage(t.app, RAHIM.mobileNumber))?.code;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: RAHIM.email, code: '000000', password: 'Secret#Pass99' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: RAHIM.email, password: 'Wrong#Secret77', deviceUniqueId: device.deviceId },
    });

    const logs = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(10);
    expect(code).toMatch(/^\d{6}$/);
    for (const secret of [
      SEED_PASSWORD,
      'Secret#Pass99',
      'Wrong#Secret77',
      device.session.accessToken,
      device.session.accessToken.split('.')[2]!,
      device.session.sessionKey,
      device.headers()['session-data']!.slice(0, 24),
      `"${code}"`,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
