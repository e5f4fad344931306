import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { RAHIM, signIn } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

const TOKEN = 'scraper-token-of-the-test-0123456789';

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are a 404 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size-0123', `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('count requests by route template, transfers by type and status, and show the pool and event loop', async () => {
    const rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    const { savings, current } = SEED_ACCOUNTS.rahim;
    const request = { type: 'own' as const, sourceAccountId: savings.id, destinationAccountId: current.id };
    await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, { ...request, amount: '12.00' }));
    await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, { ...request, amount: '13.00' }));

    const metrics = await scrape(`Bearer ${TOKEN}`);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toContain('taka_transfers_total{type="own",status="SUCCESS"} 2');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/transactions",status_code="200"\} 2/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/sign-in",status_code="200"\} \d+/,
    );
    expect(text).toMatch(/^taka_db_pool_connections \d+$/m);
    expect(text).toMatch(/^taka_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    for (const secret of [
      rahim.session.user.id,
      savings.id,
      savings.number,
      RAHIM.email,
      rahim.session.accessToken,
    ])
      expect(text).not.toContain(secret);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('take the X-Request-Id of the balancer, answer it, and put it on every log line of the request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/meta/client-config',
      headers: { 'x-request-id': 'lb-7f3a:0042' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a:0042');
    const lines = t.logs
      .map((line) => JSON.parse(line) as { reqId?: string })
      .filter((line) => line.reqId === 'lb-7f3a:0042');
    expect(lines.length).toBeGreaterThanOrEqual(2); // at debug: its arrival and its answer
  });

  it('replace a malformed or missing one with a fresh UUID', async () => {
    for (const sent of ['has spaces and "quotes"', 'x'.repeat(200), undefined]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/meta/client-config',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
