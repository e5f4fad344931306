import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenOnPglite, listenOnPostgres, type NoticeHandlers, type StopListening } from './notices.ts';
import * as schema from './schema/index.ts';

/** One database type for both drivers: route and module code never knows which engine answers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations (idempotent; on PostgreSQL one instance at a time). */
  migrate(): Promise<void>;
  /** Whether the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  /** The connections open, idle, and queries waiting for one (PGlite: its one connection, never waited for). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Subscribes to NOTIFYs on `channels` (see notices.ts). */
  listen(channels: readonly string[], handlers: NoticeHandlers): Promise<StopListening>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** Told of an error on an idle pooled connection (a restart ended it); the pool replaces it by itself. */
      onIdleConnectionError?: (error: Error) => void;
    }
  /** `dataDir` unset: an in-memory database (tests), or `client`: an in-memory one already started. */
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

const migrationsFolder = join(import.meta.dirname, 'migrations');

/**
 * Bounds on every pooled connection, so that a database that is away or stuck turns into a prompt error (answered
 * 503) instead of a request that hangs: connecting, each statement, and a transaction left idle holding locks.
 */
const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 8_000,
  /** The client's own bound, for a server that does not answer at all (its statement timeout cannot fire). */
  query_timeout: 9_000,
  idle_in_transaction_session_timeout: 10_000,
} as const;

/** Any 64-bit number: the key of the session-level advisory lock that instances take to migrate one at a time. */
const MIGRATION_LOCK_KEY = 8_034_620_151n;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      keepAlive: true,
      ...POOL_TIMEOUTS,
    });
    // Without a listener an idle connection's error (a restart ends every connection) would end the process.
    pool.on('error', (error) => target.onIdleConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(target.url),
      ping: (timeoutMs) => answersWithin(timeoutMs, () => pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channels, handlers) => listenOnPostgres(target.url, channels, handlers),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.client ?? (await PGlite.create(target.dataDir));
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: (timeoutMs) => answersWithin(timeoutMs, () => client.query('select 1')),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    listen: (channels, handlers) => listenOnPglite(client, channels, handlers),
    close: () => client.close(),
  };
}

/**
 * Migrates on a connection of its own holding an advisory lock, so instances starting together migrate one after
 * the other (the later ones find nothing left to do). No statement timeout here: a migration may take long.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the migration's own query, which is what reports it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end(); // ends the session, and with it the lock
  }
}

async function answersWithin(timeoutMs: number, query: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      query().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function databaseTargetFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}
