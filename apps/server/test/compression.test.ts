import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AuthSession } from '@taka/contracts';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDate } from '../src/modules/limits/periods.ts';
import compression, {
  COMPRESSION_THRESHOLD,
  negotiateEncoding,
  secretAnswer,
} from '../src/plugins/external/compression.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, SEED_PASSWORD, signIn, type Device } from './helpers/client.ts';
import { expectSubresourceHeaders } from './helpers/headers.ts';
import { fakeWebBuild } from './helpers/web-build.ts';
import { SEED_ACCOUNTS } from './helpers/money.ts';

const SCRIPT = 'assets/index-abc123.js';
const BOTH = { 'accept-encoding': 'br, gzip' };

const SCRIPT_TEXT = 'export const greeting = () => console.log("taka");\n'.repeat(200);

/** A server bundle whose pages are above the threshold, and a hashed script with its .br and .gz. */
const webBuild = () =>
  fakeWebBuild({
    'server/server.js': `export async function renderPage(request, { nonce }) {
      return new Response('<!doctype html><html><head><style nonce="' + nonce + '">body{margin:0}</style>' +
        '<meta name="description" content="${'Taka internet banking. '.repeat(60)}">' +
        '<meta property="csp-nonce" nonce="' + nonce + '"></head><body></body></html>',
        { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }`,
    [`client/${SCRIPT}`]: SCRIPT_TEXT,
    [`client/${SCRIPT}.br`]: brotliCompressSync(SCRIPT_TEXT),
    [`client/${SCRIPT}.gz`]: gzipSync(SCRIPT_TEXT),
  });

/** The body as sent, decoded by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  return (
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  ).toString();
}

const expectSecurityHeaders = (response: LightMyRequestResponse) => {
  expect(response.headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
};

let t: TestApp;
let dist: string;
let rahim: Device;
beforeAll(async () => {
  dist = webBuild();
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
});
afterAll(() => t.close());

describe('the web app', () => {
  const script = () => readFileSync(join(dist, 'client', SCRIPT));

  it("sends a hashed asset's brotli copy to a client that accepts it, cached for a year", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/${SCRIPT}`, headers: BOTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script().length / 10);
    expect(decoded(response)).toBe(script().toString());
    expectSubresourceHeaders(response.headers);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/${SCRIPT}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script().toString());

    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const plain = await t.app.inject({ method: 'GET', url: `/${SCRIPT}`, headers });
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.rawPayload.equals(script())).toBe(true);
    }
  });

  it('compresses each page per response, each with a fresh nonce matching its CSP', async () => {
    const nonces = new Set<string>();
    for (const [accepted, expected] of [
      ['br, gzip', 'br'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const headers = { 'accept-encoding': accepted };
      const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(expected);
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(page);
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1]!;
      const html = decoded(page);
      expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });
});

describe('API answers', () => {
  it('are compressed from the threshold on, as the client accepts, with the security headers and no-store', async () => {
    const plain = await as(t.app, rahim, { method: 'GET', url: '/api/common/navigation' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    for (const encoding of ['br', 'gzip']) {
      const response = await as(t.app, rahim, {
        method: 'GET',
        url: '/api/common/navigation',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
      expectSecurityHeaders(response);
    }
  });

  it('below the threshold go as they are', async () => {
    const small = await as(t.app, rahim, { method: 'GET', url: '/api/common/user', headers: BOTH });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('that carry a secret are never compressed: sign-in, the outbox, receipts', async () => {
    const signInAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: BOTH,
      payload: { email: RAHIM.email, password: SEED_PASSWORD, deviceUniqueId: randomUUID() },
    });
    expect(signInAnswer.statusCode, signInAnswer.body).toBe(200);
    expect(signInAnswer.headers['content-encoding']).toBeUndefined();
    expect(signInAnswer.json<AuthSession>().sessionKey).toEqual(expect.any(String));
    expectSecurityHeaders(signInAnswer);

    for (let i = 0; i < 8; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: RAHIM.email },
      });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: BOTH });
    expect(outbox.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(outbox.headers['content-encoding']).toBeUndefined();

    const transactions = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/transactions/history?size=100',
      headers: BOTH,
    });
    expect(transactions.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(transactions.headers['content-encoding']).toBeUndefined();
  });

  it('under /api/auth and /api/dev, or of a route marked secret, are never compressed whatever their size', async () => {
    // A sign-in answer is below the threshold today (about 750 bytes): routes of our own show the rule holds above it.
    const bare = Fastify();
    await bare.register(compression);
    const large = async () => ({ sessionKey: 'k'.repeat(40), text: 'beside attacker text '.repeat(100) });
    for (const url of ['/api/auth/sign-in', '/api/auth', '/api/dev/outbox', '/api/authors'])
      bare.post(url, large);
    bare.post('/api/receipt', secretAnswer, large);
    const encodingOf = async (url: string) =>
      (await bare.inject({ method: 'POST', url, headers: BOTH })).headers['content-encoding'];
    try {
      expect(await encodingOf('/api/auth/sign-in')).toBeUndefined();
      expect(await encodingOf('/api/auth')).toBeUndefined();
      expect(await encodingOf('/api/dev/outbox')).toBeUndefined();
      expect(await encodingOf('/api/receipt')).toBeUndefined();
      expect(await encodingOf('/api/authors')).toBe('br');
    } finally {
      await bare.close();
    }
  });

  it('compress a statement as CSV, never as PDF', async () => {
    const today = dhakaDate(t.clock.now());
    const query = {
      accountId: SEED_ACCOUNTS.rahim.savings.id,
      from: `${today.slice(0, 4)}-01-01`,
      to: today,
    };
    const csv = await as(t.app, rahim, { method: 'GET', url: '/api/statement/csv', query, headers: BOTH });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(decoded(csv)).toContain('\ufeff');
    const pdf = await as(t.app, rahim, { method: 'GET', url: '/api/statement/pdf', query, headers: BOTH });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, by weight, and refuses what has weight 0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
