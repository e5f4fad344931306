/**
 * npm run bench:transfers: transfers per second and latency through the full HTTP path (sign-in headers, payload
 * bound one-time code, Idempotency-Key, the posting transaction) against a real listening server on 127.0.0.1, on
 * PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL) and on PGlite; pgbench's tpcb-like on the same PostgreSQL
 * is the yardstick. One transfer = POST /api/transactions/otp, the code from the SMS channel, POST /api/transactions.
 * Peak: closed loop with BENCH_CLIENTS clients. Latency: open loop at half the peak rate. Last line: JSON.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { countInstructions, postgresCpuSeconds, threadCpuSeconds } from './lib/cpu.ts';
import { round } from './lib/open-loop.ts';
import { pgbenchTpcb } from './lib/pgbench.ts';
import { withPostgresDatabase } from './lib/postgres.ts';
import { peakTransfers, startBenchServer, transfersAtRate } from './lib/transfer-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const CUSTOMERS = Math.max(CLIENTS * 2, 64);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Figures = { tps: number; p50: number; p99: number };

async function benchmark(label: string, target: DatabaseTarget) {
  const server = await startBenchServer({ target, customers: CUSTOMERS });
  const { codes, parties } = server;

  await peakTransfers(codes, parties, CLIENTS, 2); // warm-up
  const serverCpu = () => server.cpuSeconds();
  const database = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : '';
  const postgresCpu = () => (target.kind === 'postgres' ? postgresCpuSeconds(database) : null);
  const cpuBefore = { server: await serverCpu(), client: threadCpuSeconds(), postgres: postgresCpu() };
  const instructions = countInstructions();
  const tps = await peakTransfers(codes, parties, CLIENTS, SECONDS);
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
  const latency = await transfersAtRate(codes, parties, Math.max(1, Math.floor(tps / 2)), SECONDS);
  await server.close();
  if (latency.failures.length) throw latency.failures[0]!;
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
