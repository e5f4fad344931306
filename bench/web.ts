/**
 * npm run bench:web: Lighthouse on the built web app served by the real server, in mobile mode with Lighthouse's
 * default simulated throttling (slow 4G, 4x CPU slowdown): /sign-in as a guest (at 127.0.0.1 and at localhost), then,
 * signed in through the form in the same tab, the signed-in pages of lib/lighthouse-flow.ts's PAGES, each a cold
 * navigation of one user flow. BENCH_RUNS (3) scored runs of each page; per page, the run with the median performance score is reported
 * (all its figures together). A page Lighthouse could not score in a run (it saw no paint, on a starved machine)
 * gets up to two more flows. Each flow ends with an interaction on a hydrated page, timed (lib/lighthouse-flow.ts's
 * InteractionFigures): opening a transfer's review. Full reports: bench/results/web/<time>/. Last line: JSON.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_CUSTOMER,
  PAGES,
  runFlow,
  type InteractionFigures,
  type PageFigures,
  type PageName,
} from './lib/lighthouse-flow.ts';
import { buildWebApp, startWebServer } from './lib/web-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EXTRA_RUNS = 2;

/**
 * The run with the median performance score (of an even count, the lower of the middle two), runs of the same score
 * ordered by their largest paint, the later one as the worse; null for none.
 */
const median = (runs: PageFigures[]): PageFigures | null =>
  [...runs].sort((a, b) => a.perf - b.perf || b.lcpMs - a.lcpMs)[Math.floor((runs.length - 1) / 2)] ?? null;

type PerPage<T> = Record<PageName, T>;
const perPage = <T>(value: (name: PageName) => T) =>
  Object.fromEntries(PAGES.map(({ name }) => [name, value(name)])) as PerPage<T>;

function printTable(results: PerPage<PageFigures | null>, runs: PerPage<PageFigures[]>) {
  const columns = ['page', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'perf per run'];
  const rows = PAGES.map(({ name }) => {
    const r = results[name];
    const perRun = runs[name].map((figures) => figures.perf).join(' ');
    if (!r) return [name, ...columns.slice(1, -1).map(() => '-'), perRun];
    return [name, r.perf, r.a11y, r.fcpMs, r.lcpMs, r.tbtMs, r.cls, r.jsKB, perRun].map(String);
  });
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
}

const reportDir = join(import.meta.dirname, 'results', 'web', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(reportDir, { recursive: true });
console.log('Building the web app...');
const distDir = buildWebApp();
const server = await startWebServer(distDir);
const runs = perPage<PageFigures[]>(() => []);
const interactions: InteractionFigures[] = [];
try {
  console.log(`Lighthouse, mobile, simulated throttling, ${RUNS} runs on ${server.url}`);
  const scoredEnough = () => PAGES.every(({ name }) => runs[name].length >= RUNS);
  for (let run = 1; run <= RUNS + EXTRA_RUNS && !scoredEnough(); run++) {
    const { pages: figures, interaction } = await runFlow(server.url, DEMO_CUSTOMER, reportDir, run);
    if ('inpMs' in interaction) interactions.push(interaction);
    const outcomes = PAGES.map(({ name }) => {
      const page = figures[name];
      if ('failed' in page) return `${name} not scored (${page.failed})`;
      if (runs[name].length < RUNS) runs[name].push(page);
      return `${name} ${page.perf}`;
    });
    const opened =
      'inpMs' in interaction ? `INP ${interaction.inpMs} ms` : `not measured (${interaction.failed})`;
    console.log(`run ${run}: ${outcomes.join(', ')}; transfer review ${opened}`);
  }
} finally {
  await server.stop();
}
const results = perPage((name) => median(runs[name]));
console.log(`\nPer page, the run with the median performance score; reports in ${reportDir}`);
printTable(results, runs);
/** The interaction's runs, by INP; the median (of an even count, the worse of the middle two). */
const byInp = [...interactions].sort((a, b) => a.inpMs - b.inpMs);
const interaction = byInp[Math.ceil((byInp.length - 1) / 2)] ?? null;
console.log(
  interaction
    ? `Opening a transfer's review (CPU 4x): INP ${interaction.inpMs} ms, review on screen after ` +
        `${interaction.reviewMs} ms (median of ${byInp.length}: INP ${byInp.map((run) => run.inpMs).join(', ')})`
    : "Opening a transfer's review: not measured",
);
console.log(JSON.stringify({ ...results, openTransferReview: interaction }));
