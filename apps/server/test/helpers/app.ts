import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/**
 * A clock that stands still until a test moves it. It starts now, or at TEST_CLOCK_START (an ISO time) to run the
 * suite at another time of day, e.g. across midnight in Dhaka.
 */
export class TestClock implements Clock {
  #now: number;
  constructor(start = new Date(process.env.TEST_CLOCK_START ?? Date.now())) {
    this.#now = start.getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

export const MINUTE = 60_000;

/** The configuration tests run with; `env` overrides (e.g. DEMO_LAYER, WEB_DIST_DIR). */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'taka-test-data-')),
    WEB_DIST_DIR: join(tmpdir(), 'taka-no-web-build'),
    LOG_LEVEL: 'debug',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    MONEY_RATE_LIMIT_PER_MINUTE: '100000',
    // Tests run the scheduler themselves, on their test clock (decision 028); one test turns the loop on.
    SCHEDULER_INTERVAL_MS: '0',
    // Tests move service requests on themselves, as of their own clock.
    BACK_OFFICE_INTERVAL_MS: '0',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  database: TestDatabase;
  config: Config;
  /** Every log line the app wrote, as JSON text. */
  logs: string[];
  /** Closes the app and, unless it was shared in, destroys the database. */
  close(): Promise<void>;
};

/**
 * An app over a fresh migrated + seeded database of the TEST_DB backend (or over `database`, to share one), with a
 * movable clock and captured logs. Call once per file (beforeAll) and `close()` in afterAll.
 */
export async function startTestApp(
  options: { env?: Record<string, string | undefined>; database?: TestDatabase; clock?: TestClock } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const database = options.database ?? (await createTestDatabase(clock.now()));
  const config = testConfig(options.env);
  const logs: string[] = [];
  const app = await buildApp(config, {
    database,
    clock,
    logStream: { write: (line: string) => void logs.push(line) },
  });
  return {
    app,
    clock,
    database,
    config,
    logs,
    async close() {
      await app.close();
      if (!options.database) await database.destroy();
    },
  };
}
