/**
 * npm run bench:web:lcp-path [path]: why a signed-in page's largest paint comes when it does in `npm run bench:web`.
 * Lighthouse's LCP there is Lantern's simulation (slow 4G: 150 ms round trip, 1.6 Mbit/s, six connections per
 * origin; CPU 4x) of every request that ended before the paint, each after what it depended on (decision 049).
 * This builds, starts the server, opens the page (default /dashboard) once as bench:web does, and prints that
 * simulation: each request's and script task's start and end, by end. The request that ends last before the paint
 * is what holds it; above them, the element painted. Last line: JSON, `{"lcpMs":…,"requests":…,"transferKB":…}`.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { DEMO_CUSTOMER, signedInPageArtifacts } from './lib/lighthouse-flow.ts';
import { buildWebApp, startWebServer } from './lib/web-server.ts';

const path = process.argv[2] ?? '/dashboard';

console.log('Building the web app...');
const server = await startWebServer(buildWebApp());
const { artifacts, largestPaint } = await signedInPageArtifacts(server.url, DEMO_CUSTOMER, path).finally(() =>
  server.stop(),
);

const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    simulator: undefined,
  },
  { computedCache: new Map() },
);

// Lighthouse averages the optimistic and pessimistic graphs; the pessimistic one holds every request before the paint.
const timings = [...lcp.pessimisticEstimate.nodeTimings].sort(([, a], [, b]) => a.endTime - b.endTime);
const origin = new URL(server.url).origin;
let requests = 0;
let transferBytes = 0;
console.log(`Lantern's largest paint of ${path}: ${Math.round(lcp.timing)} ms`);
console.log(`The largest paint: ${largestPaint}\n`);
console.log(['start ms', 'end ms', '    KB', 'what'].join('  '));
for (const [node, { startTime, endTime }] of timings) {
  let what: string;
  let bytes = '';
  if (node.type === 'network') {
    const { url, transferSize } = node.request;
    requests++;
    transferBytes += transferSize;
    bytes = (transferSize / 1024).toFixed(1);
    what = url.startsWith('data:') ? 'data: URL' : url.replace(origin, '');
  } else {
    what = `main thread (${(endTime - startTime).toFixed(0)} ms)`;
  }
  const cells = [startTime.toFixed(0).padStart(8), endTime.toFixed(0).padStart(6), bytes.padStart(6), what];
  console.log(cells.join('  '));
}
console.log(
  JSON.stringify({
    lcpMs: Math.round(lcp.timing),
    requests,
    transferKB: Math.round((transferBytes / 1024) * 10) / 10,
  }),
);
