import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorSchema } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { TEST_DB } from './helpers/database.ts';
import { as, RAHIM, signIn } from './helpers/client.ts';

describe('health endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const health = (which: 'live' | 'ready') => t.app.inject({ method: 'GET', url: `/health/${which}` });

  it('say live and ready to anyone, with the security headers and no caching', async () => {
    const live = await health('live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await health('ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['content-security-policy']).toBeDefined();
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('say not ready while draining for a shutdown, and requests are still served meanwhile', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    t.app.lifecycle.drain();
    const ready = await health('ready');
    expect(ready.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(ready.json()).code).toBe('NOT_READY');
    expect(ready.headers['retry-after']).toBe('2');
    expect((await health('live')).statusCode).toBe(200);
    expect((await as(t.app, device, { method: 'GET', url: '/api/accounts' })).statusCode).toBe(200);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server process on the embedded database, as `npm start` runs it (without the web build): the same process
 * whichever backend the other tests use, so run once.
 */
describe.runIf(TEST_DB === 'pglite')('the server process on SIGTERM', () => {
  it('turns not ready, keeps serving while it drains, then exits 0 by itself', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/src/server.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'taka-shutdown-')),
        WEB_DIST_DIR: join(tmpdir(), 'taka-no-web-build'),
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '1500',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const status = (which: string) =>
      fetch(`http://127.0.0.1:${port}/health/${which}`).then(
        (response) => response.status,
        () => 0,
      );
    try {
      while ((await status('ready')) !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      child.kill('SIGTERM');
      while ((await status('ready')) === 200) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await status('ready')).toBe(503);
      expect(await status('live')).toBe(200);
      expect(await exited).toBe(0);
      expect(await status('live')).toBe(0); // nothing listens any more
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
