import { randomBytes, randomUUID } from 'node:crypto';
import type { TransferRequestInput } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, RAHIM, refusal, SEED_PASSWORD, signIn } from './helpers/client.ts';
import { requestCode, SEED_ACCOUNTS } from './helpers/money.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

/** Several API instances behind a load balancer must share one count: that is what REDIS_URL is for. */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    first = await startTestApp({ env });
    second = await startTestApp({ env, database: first.database, clock: first.clock });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts requests to two instances together and refuses the one past the limit', async () => {
    // A fresh e-mail per run: Redis keeps its counts for the whole window, across test runs.
    const email = `shared-${randomBytes(4).toString('hex')}@demo.taka`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? first : second;
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

/** Redis goes away under a running instance: what it guards fails closed, the rest keeps working. */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits while Redis is away', () => {
  let t: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    t = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const signInAnswer = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: RAHIM.email, password: SEED_PASSWORD, deviceUniqueId: randomUUID() },
    });

  it('refuses sign-in and code requests with RATE_LIMIT_UNAVAILABLE, serves the rest, and recovers', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    const { savings, current } = SEED_ACCOUNTS.rahim;
    const request: TransferRequestInput = {
      type: 'own',
      sourceAccountId: savings.id,
      destinationAccountId: current.id,
      amount: '5.00',
    };
    await proxy.down();

    const refused = await signInAnswer();
    expect(refusal(refused)).toEqual([503, 'RATE_LIMIT_UNAVAILABLE']);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refusal(await requestCode(t.app, device, request))).toEqual([503, 'RATE_LIMIT_UNAVAILABLE']);
    expect((await as(t.app, device, { method: 'GET', url: '/api/accounts' })).statusCode).toBe(200);
    expect(await latestMessage(t.app, RAHIM.mobileNumber)).toBeUndefined(); // no code went out uncounted

    await proxy.up();
    while ((await signInAnswer()).statusCode !== 200)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await requestCode(t.app, device, request)).statusCode).toBe(200);
  });
});
