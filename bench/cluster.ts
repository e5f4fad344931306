/**
 * npm run bench:cluster: transfers per second through HAProxy to one instance, then to CLUSTER_SIZE (default 3),
 * on the PostgreSQL of BENCH_DATABASE_URL (or TEST_DATABASE_URL) and the local Redis, with the CPU each part of the
 * machine spends per transfer: where the time goes. One transfer = code request, the code from the outbox table,
 * execution with an Idempotency-Key. Closed loop, BENCH_CLIENTS clients. Last line: JSON.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { challengeRef } from '../apps/server/src/modules/transactions/deps.ts';
import { startBenchCluster } from './lib/bench-cluster.ts';
import { pidsNamed, postgresCpuSeconds, processCpuSeconds, threadCpuSeconds } from './lib/cpu.ts';
import { BENCH_PASSWORD, createBenchCustomers, type BenchCustomer } from './lib/customers.ts';
import { HttpConnection, signIn, type BenchDevice } from './lib/http.ts';
import { withPostgresDatabase } from './lib/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SIZE = Number(process.env.CLUSTER_SIZE ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!PG_URL) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL the bench may use');

type Party = { customer: BenchCustomer; device: BenchDevice; connection: HttpConnection };
type Figures = { tps: number; p50: number; p99: number; cpuMsPerTransfer: Record<string, number> };

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(size: number, databaseUrl: string): Promise<Figures> {
  const cluster = await startBenchCluster({ size, databaseUrl, redisUrl: REDIS_URL });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const customers = await createBenchCustomers(database.db, CLIENTS * 2, new Date());
  await database.close();
  const codes = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  // The scratch database is dropped WITH (FORCE) after the run, which may end a connection still closing.
  codes.on('error', () => {});
  const parties: Party[] = [];
  for (const customer of customers.slice(0, CLIENTS)) {
    const connection = new HttpConnection(cluster.url);
    parties.push({ customer, device: await signIn(connection, customer.email, BENCH_PASSWORD), connection });
  }

  const transferOnce = async (me: Party): Promise<number> => {
    const payee = customers[randomInt(customers.length)]!;
    const request = {
      type: 'within_bank',
      sourceAccountId: me.customer.accountId,
      accountNumber: payee === me.customer ? customers[0]!.accountNumber : payee.accountNumber,
      amount: `${randomInt(10, 100)}.${String(randomInt(100)).padStart(2, '0')}`,
    };
    const otp = await me.connection.call('POST', '/api/transactions/otp', request, me.device.headers());
    if (otp.status !== 200) throw new Error(`otp: ${otp.status} ${otp.body}`);
    const { challengeId } = JSON.parse(otp.body) as { challengeId: string };
    const { rows } = await codes.query<{ code: string }>(
      'select code from outbox_messages where recipient = $1 and body like $2',
      [me.customer.mobile, `%Ref ${challengeRef(challengeId)}%`],
    );
    const sent = performance.now();
    const body = { request, challengeId, code: rows[0]!.code };
    const headers = { ...me.device.headers(), 'idempotency-key': randomUUID() };
    const executed = await me.connection.call('POST', '/api/transactions', body, headers);
    if (executed.status !== 200) throw new Error(`execute: ${executed.status} ${executed.body}`);
    return performance.now() - sent;
  };
  const run = async (seconds: number) => {
    const until = performance.now() + seconds * 1000;
    const latencies: number[] = [];
    await Promise.all(
      parties.map(async (me) => {
        while (performance.now() < until) latencies.push(await transferOnce(me));
      }),
    );
    return latencies.sort((a, b) => a - b);
  };

  await run(2); // warm-up
  const instancePids = () => cluster.instances.map((instance) => instance.pid()!);
  const database_ = new URL(databaseUrl).pathname.slice(1);
  const cpu = () => ({
    instances: processCpuSeconds(instancePids()),
    haproxy: processCpuSeconds(pidsNamed('haproxy')),
    postgres: postgresCpuSeconds(database_) ?? 0,
    redis: processCpuSeconds(pidsNamed('redis-server')),
    'load generator': threadCpuSeconds(),
  });
  const before = cpu();
  const latencies = await run(SECONDS);
  const after = cpu();
  const transfers = latencies.length;
  const cpuMsPerTransfer = Object.fromEntries(
    Object.entries(after).map(([part, seconds]) => [
      part,
      round(((seconds - before[part as keyof typeof before]) / transfers) * 1000, 3),
    ]),
  );

  for (const party of parties) party.connection.close();
  await codes.end();
  await cluster.stop();
  return {
    tps: round(transfers / SECONDS),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    cpuMsPerTransfer,
  };
}

console.log(
  `Transfers through HAProxy, ${CLIENTS} clients, ${SECONDS} s, PostgreSQL and Redis on this machine`,
);
const results: Record<string, Figures> = {};
for (const size of [1, SIZE]) {
  const figures = await withPostgresDatabase(PG_URL, (url) => measure(size, url));
  results[`instances_${size}`] = figures;
  const cpu = Object.entries(figures.cpuMsPerTransfer).map(([part, ms]) => `${part} ${ms} ms`);
  console.log(
    `${`${size} instance${size > 1 ? 's' : ''}`.padEnd(12)} ${`${figures.tps} transfers/s`.padStart(18)}  ` +
      `execute p50 ${figures.p50} ms p99 ${figures.p99} ms; CPU per transfer: ${cpu.join(', ')}`,
  );
}
console.log(JSON.stringify(results));
