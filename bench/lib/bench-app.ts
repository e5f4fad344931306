import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { withPostgresDatabase } from './postgres.ts';

/**
 * Runs `use` on the real app over a new PostgreSQL database beside the one `url` names (migrated and seeded with the
 * demo customers, as in tests), with `env` on top of the bench configuration; the app is closed and the database
 * dropped afterwards.
 */
export function withBenchApp<T>(
  url: string,
  env: Record<string, string>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const scratch = mkdtempSync(join(tmpdir(), 'taka-bench-app-'));
  return withPostgresDatabase(url, async (databaseUrl) => {
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        DATA_DIR: scratch,
        WEB_DIST_DIR: join(scratch, 'no-web'),
        LOG_LEVEL: 'warn',
        ...env,
      }),
    );
    try {
      return await use(app);
    } finally {
      await app.close();
    }
  });
}
