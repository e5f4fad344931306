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
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /** Subscribes to NOTIFYs on `channels` (see notices.ts). */
  listen(channels: readonly string[], handlers: NoticeHandlers): Promise<StopListening>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` unset: an in-memory database (tests). */
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = join(import.meta.dirname, 'migrations');

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: (channels, handlers) => listenOnPostgres(target.url, channels, handlers),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channels, handlers) => listenOnPglite(client, channels, handlers),
    close: () => client.close(),
  };
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
