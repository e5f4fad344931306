import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, TestClock } from './helpers/app.ts';
import { as, RAHIM, signIn } from './helpers/client.ts';
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
});
