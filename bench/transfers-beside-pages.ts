/**
 * npm run bench:transfers-beside-pages: whether drawing pages stalls money. One server, as in production (the API and
 * the web build it serves in one process; here in a thread of its own, its one-time codes coming to the bench), on
 * PGlite or on the PostgreSQL of BENCH_DATABASE_URL (else TEST_DATABASE_URL). Transfers (the full HTTP flow of
 * bench:transfers) at a fixed open-loop rate, BENCH_TRANSFER_RATE a second, for BENCH_SECONDS: first alone, then with
 * signed-in customers' page loads (loadPage) at BENCH_PAGE_RATE a second beside them. Prints the transfers' latency
 * in each phase, the page loads' own (those the server refused as too many, PAGES_BUSY, counted apart), and the
 * server thread's CPU; last line: JSON. BENCH_WEB_DIST: a web build to serve instead of building one.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DatabaseTarget } from '../apps/server/src/db/client.ts';
import { HttpConnection, type Answer, type BenchDevice } from './lib/http.ts';
import { latencies, openLoop, round, type Latencies } from './lib/open-loop.ts';
import { withPostgresDatabase } from './lib/postgres.ts';
import { peakTransfers, startBenchServer, transfersAtRate, type Party } from './lib/transfer-load.ts';
import { buildWebApp } from './lib/web-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** A third of the peak through HTTP on two cores on PostgreSQL (bench:transfers, 340/s): well below saturation. */
const TRANSFER_RATE = Number(process.env.BENCH_TRANSFER_RATE ?? 110);
/** On two cores, page loads alone at this rate keep the server thread busy half of one core (7.8 ms each). */
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 64);
const CUSTOMERS = 64;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The signed-in pages loaded in turn. */
const PAGES = ['/dashboard', '/statement', '/fund-transfer/bank-account-other', '/transaction-history'];
const BROWSER_ACCEPTS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A signed-in customer's browser: the same session as the customer's transfers, on a connection of its own. */
type Visitor = { device: BenchDevice; connection: HttpConnection };

function expectOk(answer: Answer, what: string) {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
}

/**
 * The document of a cold load of `path` by a signed-in customer (with the cookies the server has set): the one
 * request of a load that makes the server draw anything. Whether the server drew it or refused it as too many.
 */
async function loadPage(visitor: Visitor, path: string): Promise<'drawn' | 'refused'> {
  const cookie = visitor.device.cookies.header();
  const document = await visitor.connection.call('GET', path, undefined, {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    ...BROWSER_ACCEPTS,
    ...(cookie ? { cookie } : {}),
  });
  if (document.status === 503 && document.body.includes('PAGES_BUSY')) return 'refused';
  expectOk(document, `GET ${path}`);
  visitor.device.cookies.take(document);
  return 'drawn';
}

/**
 * Page loads at `rate` a second for `seconds`, the pages in turn, open loop: the latencies of those drawn and the
 * rate they achieved, how many were refused, and the errors of those that failed.
 */
async function pagesAtRate(visitors: Visitor[], rate: number, seconds: number) {
  let next = 0;
  const { results, achieved, failures } = await openLoop(
    visitors,
    rate,
    seconds,
    async (visitor, scheduled) => {
      const answer = await loadPage(visitor, PAGES[next++ % PAGES.length]!);
      return answer === 'drawn' ? performance.now() - scheduled : undefined;
    },
  );
  const drawn = results.filter((took) => took !== undefined);
  return {
    achieved: (achieved * drawn.length) / Math.max(1, results.length),
    refused: results.length - drawn.length,
    failures,
    latency: latencies(drawn),
  };
}

type TransferFigures = { achieved: number; failures: Error[]; flow: Latencies; execute: Latencies };
const roundAll = <T extends Record<string, number>>(figures: T) =>
  Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, round(value)])) as T;
const transferFigures = ({ achieved, failures, flow, execute }: TransferFigures) => ({
  achieved: round(achieved),
  failed: failures.length,
  ...roundAll(flow),
  execute: roundAll(execute),
});

async function benchmark(target: DatabaseTarget, webDistDir: string) {
  const server = await startBenchServer({ target, customers: CUSTOMERS, webDistDir });
  const { codes, parties } = server;
  const visitors = parties.map(({ device }: Party) => ({
    device,
    connection: new HttpConnection(server.url),
  }));
  try {
    for (const path of PAGES) await loadPage(visitors[0]!, path);
    // Warm-up: the renderer loaded and compiled, the pool and the caches filled.
    await peakTransfers(codes, parties, parties.length, 2);
    await pagesAtRate(visitors, PAGE_RATE, 2);

    /** What `phase` resolves with, and the server thread's CPU meanwhile, in cores. */
    const withServerCpu = async <T>(phase: () => Promise<T>): Promise<[T, number]> => {
      const [before, started] = [await server.cpuSeconds(), performance.now()];
      const result = await phase();
      return [result, ((await server.cpuSeconds()) - before) / ((performance.now() - started) / 1000)];
    };
    const [alone, cpuAlone] = await withServerCpu(() =>
      transfersAtRate(codes, parties, TRANSFER_RATE, SECONDS),
    );
    const [[beside, pages], cpuBeside] = await withServerCpu(() =>
      Promise.all([
        transfersAtRate(codes, parties, TRANSFER_RATE, SECONDS),
        pagesAtRate(visitors, PAGE_RATE, SECONDS),
      ]),
    );
    return { alone, beside, pages, cpuAlone, cpuBeside };
  } finally {
    for (const visitor of visitors) visitor.connection.close();
    await server.close();
  }
}

const databaseName = PG_URL ? 'PostgreSQL' : 'PGlite (on disk)';
const loadBefore = loadavg()[0]!;
const webDistDir = process.env.BENCH_WEB_DIST ?? (console.log('Building the web app...'), buildWebApp());
console.log(
  `Transfers at ${TRANSFER_RATE}/s, alone and beside signed-in page loads at ${PAGE_RATE}/s (${PAGES.join(', ')}), ` +
    `${SECONDS} s each, on ${databaseName}, ${CUSTOMERS} customers`,
);
const measured = PG_URL
  ? await withPostgresDatabase(PG_URL, (url) =>
      benchmark({ kind: 'postgres', url, maxConnections: 20 }, webDistDir),
    )
  : await benchmark(
      { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'taka-bench-pglite-')) },
      webDistDir,
    );

const row = (label: string, achieved: number, failures: Error[], figures: Latencies, note = '') =>
  console.log(
    [
      label.padEnd(24),
      `${round(achieved)}/s`.padStart(9),
      `${failures.length}`.padStart(7),
      ...[figures.p50, figures.p99, figures.max].map((ms) => `${round(ms)}`.padStart(9)),
      note,
    ].join(' '),
  );
const executeNote = ({ execute }: TransferFigures) =>
  `  (execute alone p50 ${round(execute.p50)}, p99 ${round(execute.p99)}, max ${round(execute.max)})`;
const { alone, beside, pages } = measured;
console.log(
  [
    ''.padEnd(24),
    'achieved'.padStart(9),
    'failed'.padStart(7),
    ...['p50', 'p99', 'max'].map((p) => `${p} ms`.padStart(9)),
  ].join(' '),
);
row('transfers alone', alone.achieved, alone.failures, alone.flow, executeNote(alone));
row('transfers beside pages', beside.achieved, beside.failures, beside.flow, executeNote(beside));
row('page loads', pages.achieved, pages.failures, pages.latency, `  (${pages.refused} refused: PAGES_BUSY)`);
for (const [what, failures] of [
  ['transfer alone', alone.failures],
  ['transfer beside pages', beside.failures],
  ['page load', pages.failures],
] as const)
  if (failures[0]) console.log(`First failed ${what}: ${failures[0].message}`);
console.log(
  `Latencies from each one's scheduled start (a transfer: code request, code, execution). Server thread CPU: ` +
    `${Math.round(measured.cpuAlone * 100)}% of a core alone, ${Math.round(measured.cpuBeside * 100)}% beside pages. ` +
    `Load average (1 min): ${round(loadBefore, 2)} before, ${round(loadavg()[0]!, 2)} after`,
);
const results = {
  database: PG_URL ? 'postgres' : 'pglite',
  transferRate: TRANSFER_RATE,
  pageRate: PAGE_RATE,
  seconds: SECONDS,
  alone: transferFigures(alone),
  beside: transferFigures(beside),
  pages: {
    achieved: round(pages.achieved),
    failed: pages.failures.length,
    refused: pages.refused,
    ...roundAll(pages.latency),
  },
  serverCpuCores: { alone: round(measured.cpuAlone, 2), beside: round(measured.cpuBeside, 2) },
  loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0]!, 2) },
};
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'transfers-beside-pages.json'),
  `${JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, node: process.version, ...results }, null, 2)}\n`,
);
console.log(JSON.stringify(results));
