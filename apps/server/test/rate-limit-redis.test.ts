import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';

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
