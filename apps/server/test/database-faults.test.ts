import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { ApiErrorSchema, type TransferRequestInput } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { testConfig, TestClock } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import { createPostgresDatabase, TEST_DB } from './helpers/database.ts';
import {
  balanceOf,
  challenge,
  execute,
  expectLedgerConsistent,
  rows,
  SEED_ACCOUNTS,
} from './helpers/money.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

/**
 * The database goes away under a running instance (PGlite, inside the process, cannot): the instance answers 503
 * with a catalogue code and Retry-After meanwhile, stays alive, and serves again by itself once the database is
 * back, without losing or doubling money.
 */
describe.skipIf(TEST_DB !== 'postgres')('a PostgreSQL outage', () => {
  const clock = new TestClock();
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;
  let rahim: Device;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    databaseUrl = created.url;
    const url = new URL(created.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    app = await buildApp(testConfig({ DATABASE_URL: url.toString() }), {
      clock,
      logStream: { write: () => undefined },
    });
    rahim = await signIn(app, clock, { email: RAHIM.email });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await dropDatabase?.();
  });

  const accounts = () => as(app, rahim, { method: 'GET', url: '/api/accounts' });

  /** Asks until the instance serves again (it must recover by itself); the test's timeout bounds the wait. */
  async function untilServing(): Promise<void> {
    for (;;) {
      if ((await accounts()).statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('survives a restart that ends every connection, the idle pooled ones and the LISTEN one included', async () => {
    expect((await accounts()).statusCode).toBe(200);
    await app.db.execute(sql`select 1`); // at least one idle pooled connection
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // What a restart does to each open session: FATAL 57P01 "terminating connection due to administrator command"
      const terminated = await admin.query(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(terminated.rows[0].n).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await untilServing();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After while the database is away, then recovers', async () => {
    expect((await accounts()).statusCode).toBe(200);
    await proxy.down();

    const refused = await accounts();
    expect(refused.statusCode).toBe(503);
    expect(ApiErrorSchema.parse(refused.json()).code).toBe('DATABASE_UNAVAILABLE');
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect(refused.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);

    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json().code]).toEqual([503, 'NOT_READY']);
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);

    await proxy.up();
    await untilServing();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('answers 503 DATABASE_UNAVAILABLE, not a hang, while the database does not answer, then recovers', async () => {
    expect((await accounts()).statusCode).toBe(200);
    proxy.freeze();
    try {
      const hung = await accounts();
      expect([hung.statusCode, hung.json().code]).toEqual([503, 'DATABASE_UNAVAILABLE']);
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    } finally {
      proxy.thaw();
    }
    await untilServing();
  });

  it('moves the money of a transfer retried across the outage exactly once', async () => {
    const { savings, current } = SEED_ACCOUNTS.rahim;
    const request: TransferRequestInput = {
      type: 'own',
      sourceAccountId: savings.id,
      destinationAccountId: current.id,
      amount: '125.50',
    };
    const before = await balanceOf(app.db, current.id);
    const body = { request, ...(await challenge(app, rahim, RAHIM.mobileNumber, request)) };
    const key = randomUUID();

    await proxy.down();
    const during = await execute(app, rahim, body, key);
    expect([during.statusCode, during.json().code]).toEqual([503, 'DATABASE_UNAVAILABLE']);
    await proxy.up();
    await untilServing();

    const first = await execute(app, rahim, body, key);
    const replay = await execute(app, rahim, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(app.db, current.id)).toBe(before + 12_550n);
    await expectLedgerConsistent(app.db);
  });
});

describe.skipIf(TEST_DB !== 'postgres')('instances starting together', () => {
  it('migrate one at a time: each migration is applied once', async () => {
    const created = await createPostgresDatabase();
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: created.url })),
    );
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const applied = await rows<{ hash: string; n: number }>(
        handles[0]!.db,
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
      );
      expect(applied).toEqual([]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await created.drop();
    }
  });
});
