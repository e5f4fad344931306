/**
 * npm run bench:transfers: transfers per second and latency through the full HTTP path (sign-in headers, payload
 * bound one-time code, Idempotency-Key, the posting transaction) against a real listening server on 127.0.0.1, on
 * PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL) and on PGlite; pgbench's tpcb-like on the same PostgreSQL
 * is the yardstick. One transfer = POST /api/transactions/otp, the code from the SMS channel, POST /api/transactions.
 * Peak: closed loop with BENCH_CLIENTS clients. Latency: open loop at half the peak rate. Last line: JSON.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { BENCH_PASSWORD, type BenchCustomer } from './lib/customers.ts';
import { HttpConnection, signIn, type BenchDevice } from './lib/http.ts';
import { countInstructions, postgresCpuSeconds, threadCpuSeconds } from './lib/cpu.ts';
import { pgbenchTpcb } from './lib/pgbench.ts';
import { withPostgresDatabase } from './lib/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const CUSTOMERS = Math.max(CLIENTS * 2, 64);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Sample = { execute: number; flow: number };
type Figures = { tps: number; p50: number; p99: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Codes arrive from the server thread's SMS channel, one pending per customer's mobile. */
class CodeBox {
  #codes = new Map<string, string>();
  #waiters = new Map<string, (code: string) => void>();
  deliver(to: string, code: string) {
    const waiter = this.#waiters.get(to);
    if (waiter) {
      this.#waiters.delete(to);
      waiter(code);
    } else this.#codes.set(to, code);
  }
  next(to: string): Promise<string> {
    const code = this.#codes.get(to);
    if (code) {
      this.#codes.delete(to);
      return Promise.resolve(code);
    }
    return new Promise((resolve) => this.#waiters.set(to, resolve));
  }
}

type Party = { customer: BenchCustomer; device: BenchDevice; connection: HttpConnection };

const payeeFor = (parties: Party[], me: Party) => {
  const other = parties[randomInt(parties.length - 1)]!;
  return (other === me ? parties[parties.length - 1]! : other).customer;
};

async function oneTransfer(codes: CodeBox, me: Party, to: BenchCustomer, scheduled: number): Promise<Sample> {
  const request = {
    type: 'within_bank',
    sourceAccountId: me.customer.accountId,
    accountNumber: to.accountNumber,
    amount: `${randomInt(10, 100)}.${String(randomInt(100)).padStart(2, '0')}`,
  };
  const otp = await me.connection.call('POST', '/api/transactions/otp', request, me.device.headers());
  if (otp.status !== 200) throw new Error(`otp: ${otp.status} ${otp.body}`);
  const { challengeId } = JSON.parse(otp.body) as { challengeId: string };
  const code = await codes.next(me.customer.mobile);
  const sent = performance.now();
  const executed = await me.connection.call(
    'POST',
    '/api/transactions',
    { request, challengeId, code },
    {
      ...me.device.headers(),
      'idempotency-key': randomUUID(),
    },
  );
  if (executed.status !== 200) throw new Error(`execute: ${executed.status} ${executed.body}`);
  const done = performance.now();
  return { execute: done - sent, flow: done - scheduled };
}

/** Closed loop: `clients` parties transfer back to back for `seconds`; transfers per second. */
async function peak(codes: CodeBox, parties: Party[], clients: number, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    parties.slice(0, clients).map(async (me) => {
      while (performance.now() < until) {
        await oneTransfer(codes, me, payeeFor(parties, me), performance.now());
        done++;
      }
    }),
  );
  return done / seconds;
}

/** Open loop at `rate` transfers per second: latencies measured from each transfer's scheduled start. */
async function atRate(codes: CodeBox, parties: Party[], rate: number, seconds: number) {
  const idle = [...parties];
  const waiting: ((party: Party) => void)[] = [];
  const take = () =>
    idle.length ? Promise.resolve(idle.pop()!) : new Promise<Party>((r) => waiting.push(r));
  const give = (party: Party) => (waiting.length ? waiting.shift()!(party) : idle.push(party));
  const samples: Sample[] = [];
  const running: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; k < rate * seconds; k++) {
    const scheduled = start + (k * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(
      take().then(async (me) => {
        try {
          samples.push(await oneTransfer(codes, me, payeeFor(parties, me), scheduled));
        } finally {
          give(me);
        }
      }),
    );
  }
  await Promise.all(running);
  const execute = samples.map((s) => s.execute).sort((a, b) => a - b);
  const flow = samples.map((s) => s.flow).sort((a, b) => a - b);
  return {
    achieved: samples.length / ((performance.now() - start) / 1000),
    execute: { p50: percentile(execute, 50), p99: percentile(execute, 99) },
    flow: { p50: percentile(flow, 50), p99: percentile(flow, 99) },
  };
}

/** Asks the server thread something (`cpu`: its CPU seconds; `close`: shut down) and waits for the answer. */
function askWorker<T>(worker: Worker, type: 'cpu' | 'close'): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: { type: string; value: T }) => {
      if (message.type !== `${type}:done`) return;
      worker.off('message', listen);
      resolve(message.value);
    };
    worker.on('message', listen);
    worker.postMessage({ type });
  });
}

async function benchmark(label: string, target: DatabaseTarget) {
  const worker = new Worker(new URL('./lib/server-worker.ts', import.meta.url), {
    workerData: { target, customers: CUSTOMERS },
  });
  const codes = new CodeBox();
  const ready = new Promise<{ url: string; customers: BenchCustomer[] }>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (message) => {
      if (message.type === 'sms' && message.code) codes.deliver(message.to, message.code);
      if (message.type === 'ready') resolve(message);
    });
  });
  const { url, customers } = await ready;
  const parties: Party[] = [];
  for (const customer of customers) {
    const connection = new HttpConnection(url);
    parties.push({ customer, device: await signIn(connection, customer.email, BENCH_PASSWORD), connection });
  }

  await peak(codes, parties, CLIENTS, 2); // warm-up
  const serverCpu = () => askWorker<number>(worker, 'cpu');
  const database = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : '';
  const postgresCpu = () => (target.kind === 'postgres' ? postgresCpuSeconds(database) : null);
  const cpuBefore = { server: await serverCpu(), client: threadCpuSeconds(), postgres: postgresCpu() };
  const instructions = countInstructions();
  const tps = await peak(codes, parties, CLIENTS, SECONDS);
  const instructionCount = await instructions();
  const transfers = tps * SECONDS;
  const perTransfer = (after: number | null, before: number | null) =>
    after === null || before === null ? 'n/a' : `${round(((after - before) / transfers) * 1000, 2)} ms`;
  const cpu = [
    `server ${perTransfer(await serverCpu(), cpuBefore.server)}`,
    `load generator ${perTransfer(threadCpuSeconds(), cpuBefore.client)}`,
    target.kind === 'postgres' ? `PostgreSQL ${perTransfer(postgresCpu(), cpuBefore.postgres)}` : '',
    instructionCount === null
      ? ''
      : `whole machine ${round(instructionCount / transfers / 1e6, 2)}M instructions (perf)`,
  ];
  const latency = await atRate(codes, parties, Math.max(1, Math.floor(tps / 2)), SECONDS);

  for (const party of parties) party.connection.close();
  await askWorker(worker, 'close');
  await worker.terminate();
  console.log(
    [
      label.padEnd(22),
      `${round(tps)} transfers/s`.padStart(20),
      `at ${round(latency.achieved)}/s:`.padStart(14),
      `execute p50 ${round(latency.execute.p50)} ms p99 ${round(latency.execute.p99)} ms;`,
      `otp+execute p50 ${round(latency.flow.p50)} ms p99 ${round(latency.flow.p99)} ms`,
    ].join(' '),
  );
  console.log(`${''.padEnd(22)} CPU per transfer at peak: ${cpu.filter(Boolean).join(', ')}`);
  return {
    tps: round(tps),
    p50: round(latency.execute.p50),
    p99: round(latency.execute.p99),
  } satisfies Figures;
}

console.log(`Transfers through HTTP, ${CLIENTS} clients, ${SECONDS} s per phase, ${CUSTOMERS} customers`);
const results: { postgres: Figures | null; pglite: Figures | null; pgbench_tpcb: number | null } = {
  postgres: null,
  pglite: null,
  pgbench_tpcb: null,
};
const ONLY = process.env.BENCH_ONLY; // postgres | pglite: one backend (while tuning)
if (PG_URL && ONLY !== 'pglite') {
  results.postgres = await withPostgresDatabase(PG_URL, (url) =>
    benchmark('PostgreSQL', { kind: 'postgres', url, maxConnections: 20 }),
  );
  results.pgbench_tpcb = await withPostgresDatabase(PG_URL, async (url) => pgbenchTpcb(url, 10));
  console.log(
    `${'pgbench tpcb-like'.padEnd(22)} ${`${results.pgbench_tpcb ?? 'n/a'} tps`.padStart(20)} (-c 8 -j 2)`,
  );
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
if (ONLY !== 'postgres')
  results.pglite = await benchmark('PGlite (on disk)', {
    kind: 'pglite',
    dataDir: mkdtempSync(join(tmpdir(), 'taka-bench-pglite-')),
  });
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'transfers.json'),
  `${JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, node: process.version, clients: CLIENTS, seconds: SECONDS, ...results }, null, 2)}\n`,
);
console.log(JSON.stringify(results));
