import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { credentials } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { addressToOpen } from '../src/plugins/app/start-up-notice.ts';
import { testConfig, TestClock } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, SEED_PASSWORD, signIn } from './helpers/client.ts';
import { expectLedgerConsistent, rows } from './helpers/money.ts';
import { createPostgresDatabase, TEST_DB } from './helpers/database.ts';

/**
 * Starts the app the way server.ts does: it opens, migrates and seeds the configured database itself, which takes
 * a busy machine half a minute.
 */
describe('start-up', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'taka-startup-'));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (TEST_DB === 'postgres') {
      const created = await createPostgresDatabase();
      env = { ...env, DATABASE_URL: created.url };
      dropDatabase = created.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
  });

  const start = () =>
    buildApp(testConfig(env), { clock: new TestClock(), logStream: { write: () => undefined } });

  it('creates, migrates and seeds the database on first start and keeps its data on the next', async () => {
    const first = await start();
    try {
      if (TEST_DB === 'pglite') expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      const device = await signIn(first, new TestClock(), { email: RAHIM.email });
      const patched = await as(first, device, {
        method: 'PATCH',
        url: '/api/common/user',
        payload: { nickname: 'Rahim Bhai' },
      });
      expect(patched.statusCode).toBe(200);
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      const device = await signIn(second, new TestClock(), { email: RAHIM.email });
      expect(device.session.user.nickname).toBe('Rahim Bhai');
      expect(device.session.lastLoginTime).not.toBeNull();
      const languages = await second.inject({ method: 'GET', url: '/api/meta/languages/active' });
      expect(languages.json().data).toHaveLength(3);
      const list = await as(second, device, {
        method: 'POST',
        url: '/api/notification-service/instant-notification/list',
        payload: { pageNumber: 0, pageSize: 50, categoryType: 'PROMOTIONAL' },
      });
      expect(list.json().data.totalElements).toBe(2);
    } finally {
      await second.close();
    }
  });

  /** Starts, listens on a free port of every interface, and gives the port and what the start said. */
  async function listen(config: Record<string, string | undefined>) {
    const messages: string[] = [];
    const app = await buildApp(testConfig({ ...config, HOST: '0.0.0.0' }), {
      clock: new TestClock(),
      logStream: { write: (line: string) => void messages.push((JSON.parse(line) as { msg: string }).msg) },
    });
    await app.listen({ port: 0, host: '0.0.0.0' });
    return { app, port: (app.server.address() as AddressInfo).port, messages };
  }

  it('says once it listens which address to open and who the demo customers are, with their password', async () => {
    const fresh = TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
    const own = { DATA_DIR: mkdtempSync(join(tmpdir(), 'taka-notice-')), DATABASE_URL: fresh?.url };
    const first = await listen(own);
    try {
      const demo = `Demo customers, password ${SEED_PASSWORD}: rahim@demo.taka (Rahim Uddin), karim@demo.taka (Karim Hossain)`;
      await vi.waitFor(() => expect(first.messages).toContain(demo));
      expect(first.messages.filter((message) => message.startsWith('Taka is running'))).toEqual([
        `Taka is running: open http://localhost:${first.port}`,
      ]);
      await first.app.db
        .update(credentials)
        .set({ passwordHash: await hashPassword('Rahim#Own-2026') })
        .where(eq(credentials.email, RAHIM.email));
    } finally {
      await first.app.close();
    }
    // a demo customer whose password is no longer the demo one is not offered
    const second = await listen(own);
    try {
      await vi.waitFor(() =>
        expect(second.messages).toContain(
          `Demo customers, password ${SEED_PASSWORD}: karim@demo.taka (Karim Hossain)`,
        ),
      );
    } finally {
      await second.app.close();
      await fresh?.drop();
    }
  });

  it('names the address of the host it listens on; every interface is this machine', () => {
    expect(addressToOpen('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(addressToOpen('::', 8080)).toBe('http://localhost:8080');
    expect(addressToOpen('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(addressToOpen('::1', 3000)).toBe('http://[::1]:3000');
    expect(addressToOpen('taka.local', 80)).toBe('http://taka.local:80');
  });

  it('in production seeds the bank but never the demo customers, whose password is published, nor names them', async () => {
    const fresh = TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
    const {
      app: production,
      port,
      messages,
    } = await listen({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'taka-production-')),
      DATABASE_URL: fresh?.url,
      NODE_ENV: 'production',
    });
    try {
      await vi.waitFor(() => expect(messages).toContain(`Taka is running: open http://localhost:${port}`));
      const signInAs = (email: string) =>
        production.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password: SEED_PASSWORD, deviceUniqueId: randomUUID() },
        });
      for (const customer of [RAHIM, KARIM]) {
        expect(refusal(await signInAs(customer.email))).toEqual([401, 'INVALID_CREDENTIALS']);
      }
      const [counts] = await rows<{ customers: number; bank_accounts: number }>(
        production.db,
        sql`select (select count(*) from customers)::int as customers,
                   (select count(*) from accounts where system_key is not null)::int as bank_accounts`,
      );
      expect(counts?.customers).toBe(0);
      expect(counts?.bank_accounts).toBeGreaterThan(0);
      await expectLedgerConsistent(production.db);
      expect(messages.filter((message) => message.startsWith('Demo customers'))).toEqual([]);
    } finally {
      await production.close();
      await fresh?.drop();
    }
  });
});
