import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { seed } from '../../src/db/seed/index.ts';

/** The backend the test run is for: the root vitest config runs the server tests once per backend. */
export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL the tests may create databases on)',
    );
  return url;
}

/**
 * An empty PostgreSQL database of its own (CREATE DATABASE taka_test_<random>) on the TEST_DATABASE_URL server,
 * so test files run in parallel; `drop()` removes it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `taka_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        // pool.end() resolves before its connections have closed: let them go, so FORCE kills none of ours
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestDatabase = DatabaseHandle & {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
};

/** A fresh, migrated and seeded database of the TEST_DB backend: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(now: Date = new Date()): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const created = await createPostgresDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: created.url, maxConnections: 4 });
    await handle.migrate();
    await seed(handle.db, { now, demo: true });
    return {
      ...handle,
      async destroy() {
        await handle.close();
        await created.drop();
      },
    };
  }
  const client = emptiedPglites.pop() ?? (await PGlite.create());
  const handle = await openDatabase({ kind: 'pglite', client });
  await handle.migrate();
  await seed(handle.db, { now, demo: true });
  return { ...handle, destroy: () => empty(client) };
}

/**
 * In-memory PGlites this worker has started and emptied, for the next database a test asks for: a worker runs its
 * files one after another in one module graph (isolate: false), and starting PGlite takes 3.6 s where emptying,
 * migrating and seeding one takes about 1 s.
 */
const emptiedPglites: PGlite[] = [];

/** Drops everything the migrations made and the session's state (LISTENs, settings, locks); a broken one is closed. */
async function empty(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    await client.exec(
      'DROP SCHEMA public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
    await client.exec('DISCARD ALL');
    emptiedPglites.push(client);
  } catch {
    await client.close();
  }
}
