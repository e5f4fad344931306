import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { seed } from '../../apps/server/src/db/seed/index.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createBenchCustomers } from './customers.ts';

/**
 * The server under test, in its own thread (its own event loop and core, apart from the load generator): a fresh
 * database (migrated, seeded, with bench customers), listening on 127.0.0.1, serving the web build in `webDistDir`
 * when given (the pages then drawn in this thread, beside the API, as in production). One-time codes go to the main
 * thread instead of the outbox, as an SMS gateway would take them.
 */
const {
  target,
  customers: count,
  webDistDir = join(tmpdir(), 'taka-no-web-build'),
} = workerData as { target: DatabaseTarget; customers: number; webDistDir?: string };
const port = parentPort!;

const database = await openDatabase(target);
await database.migrate();
const now = new Date();
await seed(database.db, { now, demo: true });
const customers = await createBenchCustomers(database.db, count, now);

const config = loadConfig({
  NODE_ENV: 'development',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'taka-bench-')),
  WEB_DIST_DIR: webDistDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  MONEY_RATE_LIMIT_PER_MINUTE: '1000000',
  DEMO_LAYER: 'false',
});
const app = await buildApp(config, {
  database,
  channel: { send: async (message) => port.postMessage({ type: 'sms', to: message.to, code: message.code }) },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });

port.on('message', async (message: { type: string }) => {
  if (message.type === 'cpu') {
    const { user, system } = process.threadCpuUsage();
    port.postMessage({ type: 'cpu:done', value: (user + system) / 1e6 });
  }
  if (message.type === 'close') {
    await app.close();
    await database.close();
    port.postMessage({ type: 'close:done' });
  }
});
port.postMessage({ type: 'ready', url: address, customers });
