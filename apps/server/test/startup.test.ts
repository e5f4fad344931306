import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, TestClock } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, SEED_PASSWORD, signIn } from './helpers/client.ts';
import { expectLedgerConsistent, rows } from './helpers/money.ts';
import { createPostgresDatabase, TEST_DB } from './helpers/database.ts';

/** Starts the app the way server.ts does: it opens, migrates and seeds the configured database itself. */
describe('start-up', () => {
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

  it('in production seeds the bank but never the demo customers, whose password is published', async () => {
    const fresh = TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
    const production = await buildApp(
      testConfig({
        DATA_DIR: mkdtempSync(join(tmpdir(), 'taka-production-')),
        DATABASE_URL: fresh?.url,
        NODE_ENV: 'production',
      }),
      { clock: new TestClock(), logStream: { write: () => undefined } },
    );
    try {
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
    } finally {
      await production.close();
      await fresh?.drop();
    }
  });
});
