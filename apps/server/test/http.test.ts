import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, RAHIM, SEED_PASSWORD, signIn } from './helpers/client.ts';
import { expectSubresourceHeaders } from './helpers/headers.ts';
import { fakeWebBuild } from './helpers/web-build.ts';

/** index.html with nonce placeholders, a hashed script, a hashed SVG and an unhashed icon. */
const webBuild = () =>
  fakeWebBuild({
    'index.html':
      '<!doctype html><html><head><style nonce="__CSP_NONCE__">body{margin:0}</style>' +
      '<script type="module" src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div><meta property="csp-nonce" nonce="__CSP_NONCE__"></body></html>',
    'assets/index-abc123.js': 'console.log("taka")',
    'assets/icon-abc123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/route-preloads.json': JSON.stringify({
      pages: {
        '/sign-in': ['assets/framework-abc123.js', 'assets/bootstrap-abc123.js', 'assets/sign-in-abc123.js'],
        '/fund-transfer/bank-account-own': [
          'assets/framework-abc123.js',
          'assets/bootstrap-abc123.js',
          'assets/mui-abc123.js',
          'assets/own-abc123.js',
        ],
        '/dashboard': [
          'assets/framework-abc123.js',
          'assets/bootstrap-abc123.js',
          'assets/mui-abc123.js',
          'assets/dashboard-abc123.js',
          '"><script>alert(1)</script>',
          '../secret.js',
        ],
        '*': ['assets/framework-abc123.js', 'assets/bootstrap-abc123.js', 'assets/mui-abc123.js'],
      },
      demoLayer: {
        files: ['assets/framework-abc123.js', 'assets/browser-abc123.js', '../demo.js'],
        pages: ['/dashboard', '/fund-transfer/bank-account-own'],
      },
    }),
  });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: webBuild() } });
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
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
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

describe('security headers and the web app', () => {
  it('are on JSON answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/meta/client-config' });
    expectSecurityHeaders(response.headers);
  });

  it('are on the HTML, whose nonce placeholders carry a fresh nonce matching the CSP', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/dashboard', '/sign-in?redirectURL=%2Fstatement']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers);
      expect(response.body).not.toContain('__CSP_NONCE__');
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce).toBeDefined();
      expect(response.body.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    const direct = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.body).not.toContain('__CSP_NONCE__');
  });

  const preloadsOf = async (app: TestApp['app'], url: string) =>
    [...(await app.inject({ method: 'GET', url })).body.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(
      ([link]) => link,
    );
  const preloadLink = (file: string) =>
    `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`;
  const start = [preloadLink('framework-abc123.js'), preloadLink('bootstrap-abc123.js')];
  const withMui = [...start, preloadLink('mui-abc123.js')];

  it("preloads a page's files (the app's start, MUI but on a page without it, its own), then the demo worker's on a signed-in page, all at low priority", async () => {
    const preloads = (url: string) => preloadsOf(t.app, url);
    const signIn = [...start, preloadLink('sign-in-abc123.js')];
    expect(await preloads('/sign-in')).toEqual(signIn);
    expect(await preloads('/sign-in/?redirectURL=%2Fstatement')).toEqual(signIn);
    expect(await preloads('/fund-transfer/bank-account-own')).toEqual([
      ...withMui,
      preloadLink('own-abc123.js'),
      preloadLink('browser-abc123.js'),
    ]);
    // Only built script paths reach the HTML.
    expect(await preloads('/dashboard/')).toEqual([
      ...withMui,
      preloadLink('dashboard-abc123.js'),
      preloadLink('browser-abc123.js'),
    ]);
    expect(await preloads('/somewhere-else')).toEqual(withMui);
  });

  it("preloads none of the demo worker's files while the demo layer is off", async () => {
    const noDemo = await startTestApp({
      database: t.database,
      clock: t.clock,
      env: { WEB_DIST_DIR: webBuild(), DEMO_LAYER: 'false' },
    });
    try {
      expect(await preloadsOf(noDemo.app, '/dashboard')).toEqual([
        ...withMui,
        preloadLink('dashboard-abc123.js'),
      ]);
    } finally {
      await noDemo.close();
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSubresourceHeaders(asset.headers);
    // An SVG can be opened as a document and run script: it keeps the document's headers.
    const svg = await t.app.inject({ method: 'GET', url: '/assets/icon-abc123.svg' });
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(svg.headers);
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sends a browser asking for /favicon.ico to the app icon', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect([icon.statusCode, icon.headers.location]).toEqual([301, '/images/logo.svg']);
  });

  it('answers a missing file with a 404, never the app', async () => {
    for (const url of ['/assets/index-gone123.js', '/assets/nope', '/robots.txt', '/app.webmanifest']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect([missing.statusCode, missing.json().code], url).toEqual([404, 'NOT_FOUND']);
      expectSecurityHeaders(missing.headers);
    }
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

  it('answers 503 telling to build when the web app is not built, and still serves the API', async () => {
    const unbuilt = await startTestApp({ database: t.database });
    try {
      const page = await unbuilt.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expectSecurityHeaders(page.headers);
      expect(
        (await unbuilt.app.inject({ method: 'GET', url: '/api/meta/languages/active' })).statusCode,
      ).toBe(200);
    } finally {
      await unbuilt.close();
    }
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
