/**
 * npm run chaos: the cluster (N instances behind HAProxy, on a PostgreSQL and a Redis of the harness's own) under
 * a workload of concurrent customers, while faults are injected one after another: kill -9 of an instance, a
 * rolling restart by SIGTERM, a PostgreSQL restart, Redis stopped and started, and clients that time out and
 * retry with the same Idempotency-Key. Then the database is held against what the clients saw. Prints a table per
 * fault and, last, one JSON line. Exits 1 when money was lost, doubled or not conserved, or anything else failed.
 * `--quick` (what `npm test` runs when TEST_DATABASE_URL is set): one kill and one PostgreSQL restart, ~30 s.
 * Needs PostgreSQL's server binaries (initdb, pg_ctl), redis-server and haproxy on the machine.
 * Traffic goes to 127.0.0.1 only; every wait is bounded.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { Cluster } from '../deploy/local-cluster/cluster.ts';
import { startBenchCluster } from './lib/bench-cluster.ts';
import { createBenchCustomers, type BenchCustomer } from './lib/customers.ts';
import { checkLedger } from './lib/chaos/checker.ts';
import { ApiClient, type Device } from './lib/chaos/client.ts';
import { runFaults, type Fault } from './lib/chaos/faults.ts';
import { ChaosCustomer, impatience } from './lib/chaos/workload.ts';
import { startPrivatePostgres, startPrivateRedis, type PrivateRedis } from './lib/services.ts';

const QUICK = process.argv.includes('--quick');
if (process.argv.includes('--if-test-database') && !process.env.TEST_DATABASE_URL) {
  console.log('chaos: not run: TEST_DATABASE_URL is unset (no PostgreSQL on this machine)');
  process.exit(0);
}
const SIZE = Number(process.env.CLUSTER_SIZE ?? 3);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? (QUICK ? 8 : 16));
const GAP_MS = QUICK ? 6_000 : 8_000;
/** Operations a missing Redis refuses on purpose (they are rate-limited, and fail closed). */
const RATE_LIMITED = ['sign-in', 'transfer-code', 'transfer', 'beneficiary-code'] as const;

const startedAt = Date.now();
const postgres = await startPrivatePostgres();
const redis = await startPrivateRedis();
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query('create database taka_chaos');
await admin.end();
const databaseUrl = postgres.url.replace(/\/postgres$/, '/taka_chaos');

const cluster = await startBenchCluster({ size: SIZE, databaseUrl, redisUrl: redis.url });

let exitCode = 0;
try {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const customers = await createBenchCustomers(database.db, CLIENTS, new Date(), 2);
  await database.close();

  const codes = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  codes.on('error', () => {}); // a restart ends its idle connections; the next query opens another
  const api = new ApiClient(cluster.url, startedAt);
  const probe = await signedIn(api, customers[0]!);
  const workers = customers.map(
    (me) =>
      new ChaosCustomer(
        api,
        me,
        customers.filter((c) => c !== me),
        codes,
      ),
  );
  const until = { at: Number.POSITIVE_INFINITY };
  const traffic = Promise.all(workers.map((worker) => worker.run(() => until.at)));

  const faults: Fault[] = [
    killInstance(cluster),
    ...(QUICK ? [] : [rollingRestart(cluster)]),
    {
      name: 'PostgreSQL restart',
      recoveryMs: 10_000,
      run: async () => (await postgres.restart(2_000), []),
    },
    ...(QUICK ? [] : [redisAway(redis, api, probe, customers[0]!), impatientClients()]),
  ];
  const { reports, unexplained } = await runFaults(faults, () => api.records, startedAt, GAP_MS);
  until.at = Date.now();
  await traffic;
  await codes.end();

  const transfers = workers.flatMap((worker) => worker.transfers);
  const verdict = await checkLedger(databaseUrl, customers, transfers);
  const revocationMs = await revocationDelay(cluster, customers[1]!);

  console.table(
    reports.map((r) => ({
      fault: r.name,
      'lasted s': Math.round((r.endedAt - r.startedAt) / 100) / 10,
      'recovery s': r.recoveryS,
      calls: r.calls,
      failed: r.failed,
      'failed closed': r.failedClosed,
      problems: r.problems.join('; '),
    })),
  );
  const problems = [
    ...verdict.problems,
    ...reports.flatMap((r) => r.problems),
    ...unexplained.map(
      (r) =>
        `${r.op} ${r.outcome}${r.reason ? ` (${r.reason})` : ''} at ${(r.at / 1000).toFixed(1)} s, outside every fault`,
    ),
    ...(revocationMs === null ? ['a revoked session was still served after a second'] : []),
  ];
  for (const problem of problems) console.log(`chaos: ${problem}`);
  const seconds = (Date.now() - startedAt) / 1000;
  console.log(
    `chaos: ${transfers.length} transfers asked for, ${verdict.acknowledged} acknowledged, ` +
      `${verdict.inDoubtDone + verdict.inDoubtNotDone} left in doubt; ${api.records.length} calls in ${seconds.toFixed(0)} s`,
  );
  console.log(
    JSON.stringify({
      faults: reports.length,
      acknowledged: verdict.acknowledged,
      lost: verdict.lost,
      duplicated: verdict.duplicated,
      conserved: verdict.conserved,
      max_recovery_s: Math.max(0, ...reports.map((r) => r.recoveryS)),
      in_doubt_done: verdict.inDoubtDone,
      in_doubt_not_done: verdict.inDoubtNotDone,
      failures_outside_faults: unexplained.length,
      client_timeouts: api.records.filter((r) => r.outcome === 'timeout').length,
      revocation_ms: revocationMs,
    }),
  );
  if (problems.length > 0 || verdict.lost > 0 || verdict.duplicated > 0 || !verdict.conserved) exitCode = 1;
} finally {
  await cluster.stop();
  await redis.stop();
  await postgres.stop();
}
process.exit(exitCode);

async function signedIn(api: ApiClient, customer: BenchCustomer): Promise<Device> {
  const { device, answer } = await api.signIn(customer.email, 'Bench#2026');
  if (!device) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return device;
}

function killInstance(cluster: Cluster): Fault {
  return {
    name: 'kill -9 of an instance',
    recoveryMs: 2_000,
    async run() {
      const victim = cluster.instances[0]!;
      victim.kill('SIGKILL');
      await victim.exited();
      await victim.ready(); // started again by the cluster's supervisor
      return [];
    },
  };
}

function rollingRestart(cluster: Cluster): Fault {
  return {
    name: `rolling restart of ${cluster.instances.length} by SIGTERM`,
    recoveryMs: 2_000,
    async run() {
      for (const instance of cluster.instances) {
        instance.kill('SIGTERM');
        await instance.exited();
        await instance.ready();
      }
      return [];
    },
  };
}

/** Redis away for 4 s: sign-in must be refused (not let through uncounted) while reads keep working. */
function redisAway(redis: PrivateRedis, api: ApiClient, probe: Device, customer: BenchCustomer): Fault {
  return {
    name: 'Redis stopped and started',
    recoveryMs: 2_000,
    failsClosed: RATE_LIMITED,
    async run() {
      const problems: string[] = [];
      await redis.stop();
      await sleep(500);
      for (let i = 0; i < 3; i++) {
        const { answer } = await api.signIn(customer.email, 'Bench#2026');
        const code =
          answer.kind === 'answer' ? `${answer.status} ${String(answer.body.code ?? '')}` : answer.kind;
        if (code !== '503 RATE_LIMIT_UNAVAILABLE') problems.push(`sign-in without Redis answered ${code}`);
        const read = await api.call('accounts', 'GET', '/api/accounts', { headers: probe.headers() });
        if (read.kind !== 'answer' || read.status !== 200) problems.push('a read failed without Redis');
      }
      await sleep(3_000);
      await redis.start();
      return problems;
    },
  };
}

/** For 5 s, half of all transfer executions give up after 20-220 ms and retry with the same Idempotency-Key. */
function impatientClients(): Fault {
  return {
    name: 'clients time out and retry with the same key',
    recoveryMs: 0,
    async run() {
      impatience.oneIn = 2;
      await sleep(5_000);
      impatience.oneIn = 8;
      return [];
    },
  };
}

/**
 * A session signed out on one instance, while every instance has it cached: how long until the last of the others
 * refuses it (ms), or null when one still serves it after a second.
 */
async function revocationDelay(cluster: Cluster, customer: BenchCustomer): Promise<number | null> {
  const direct = cluster.instances.map(
    (instance) => new ApiClient(`http://127.0.0.1:${instance.port}`, Date.now()),
  );
  const device = await signedIn(direct[0]!, customer);
  for (const api of direct) await api.call('accounts', 'GET', '/api/accounts', { headers: device.headers() });
  await direct[0]!.call('sign-out', 'POST', '/api/auth/sign-out', { headers: device.headers() });
  const signedOutAt = Date.now();
  let slowest = 0;
  for (const api of direct.slice(1)) {
    for (;;) {
      const answer = await api.call('accounts', 'GET', '/api/accounts', { headers: device.headers() });
      if (answer.kind === 'answer' && answer.status === 401) break;
      if (Date.now() - signedOutAt > 1_000) return null;
      await sleep(10);
    }
    slowest = Math.max(slowest, Date.now() - signedOutAt);
  }
  return slowest;
}
