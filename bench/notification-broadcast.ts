/**
 * npm run bench:broadcast: one notification published to every customer (decision 026) through the real route
 * (POST /api/notification-service/instant-notification with the service credential), on a scratch PostgreSQL
 * database (beside BENCH_DATABASE_URL, else TEST_DATABASE_URL) holding BENCH_CUSTOMERS customers (default 100,000)
 * besides the demo ones. Each of BENCH_ROUNDS broadcasts (default 3) is timed on its own. Last line: JSON.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { withBenchApp } from './lib/bench-app.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TOKEN = 'bench-notification-service-token-0123456789';

if (!PG_URL) {
  console.log('Needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  process.exit(1);
}

const result = await withBenchApp(PG_URL, { NOTIFICATION_SERVICE_TOKEN: TOKEN }, async (app) => {
  // Mobile numbers 015xxxxxxxx: one statement, as a bank's customer table would be loaded.
  await app.db.execute(sql`insert into customers (full_name, nickname, mobile_number)
    select 'Bench Customer ' || n, 'Bench ' || n, '015' || lpad(n::text, 8, '0')
    from generate_series(1, ${CUSTOMERS}) as n`);
  await app.db.execute(sql`analyze customers`);
  const rounds: { written: number; ms: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/notification-service/instant-notification',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {
        audience: { kind: 'all' },
        categoryType: 'PROMOTIONAL',
        messageTitle: `Bank holiday ${round}`,
        messageText: 'Branches are closed on Friday; internet banking is open.',
        bannerText: '<p>Branches are <strong>closed</strong> on Friday.</p>',
      },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`broadcast refused: ${response.body}`);
    const { written } = response.json<{ data: { written: number } }>().data;
    rounds.push({ written, ms: Math.round(ms) });
    console.log(`broadcast ${round}: ${written} notifications in ${Math.round(ms)} ms`);
  }
  const [stored] = (
    (await app.db.execute(sql`select count(*)::int as n from notifications`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  console.log(`notifications stored: ${stored?.n}`);
  return { customers: rounds[0]?.written ?? 0, rounds };
});
console.log(JSON.stringify({ bench: 'notification-broadcast', database: 'postgres', ...result }));
