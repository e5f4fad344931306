/**
 * npm run bench:history: the transaction history (issue 17) on a long history. A scratch PostgreSQL database (beside
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL) gets one customer with BENCH_TRANSACTIONS transactions (default
 * 100,000) over three years, across two accounts, types and statuses; then BENCH_REQUESTS (default 300) filtered first
 * pages go through the real route (GET /api/transactions/history, signed in), timed one after another, and the
 * page's query is shown with EXPLAIN ANALYZE. Target: p99 under 50 ms. Last line: JSON.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  addDays,
  bankDateOf,
  TransactionHistoryQuerySchema,
  TransactionHistorySchema,
} from '@taka/contracts';
import { deriveSessionDataKey, encryptSessionData } from '../apps/server/src/modules/auth/session-data.ts';
import { createTestCustomer } from '../apps/server/src/modules/dev/test-customers.ts';
import { historyPageQuery } from '../apps/server/src/modules/transactions/history.ts';
import { withBenchApp } from './lib/bench-app.ts';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PASSWORD = 'Bench#2026';
const DEVICE = randomUUID();

if (!PG_URL) {
  console.log('Needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  process.exit(1);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number) => Math.round(value * 100) / 100;

const result = await withBenchApp(PG_URL, {}, async (app) => {
  const customer = await createTestCustomer(app.db, app.clock, {
    password: PASSWORD,
    accounts: [
      { kind: 'savings', balance: '250000.00' },
      { kind: 'current', balance: '120000.00' },
    ],
  });
  const [savings, current] = customer.accounts;
  // One statement: the journals (one every 15 minutes back from now, a third on the current account, types and
  // statuses in turn) and each one's debit posting on its account, as the ledger would have written them.
  const started = performance.now();
  await app.db.execute(sql`with made as (
      insert into journals (transaction_id, type, status, channel, customer_id, from_account_id, from_name,
        from_number, to_name, to_number, amount, remarks, created_at, updated_at)
      select 'BH' || lpad(n::text, 12, '0'),
        (array['within_bank','npsb','mfs','recharge','bill','beftn'])[1 + n % 6],
        case when n % 25 = 0 then 'REVERSE' when n % 40 = 0 then 'FAIL' else 'SUCCESS' end,
        'web', ${customer.customerId}::uuid,
        case when n % 3 = 0 then ${current!.id}::uuid else ${savings!.id}::uuid end,
        ${customer.fullName}, case when n % 3 = 0 then ${current!.number} else ${savings!.number} end,
        'Payee ' || (n % 997), '1' || lpad((n % 997)::text, 12, '0'),
        (1000 + (n * 7919) % 5000000)::bigint, 'Bench payment ' || n,
        now() - n * interval '15 minutes', now() - n * interval '15 minutes'
      from generate_series(1, ${TRANSACTIONS}) as n
      returning id, from_account_id, amount, created_at)
    insert into postings (journal_id, account_id, amount, balance_after, created_at)
    select id, from_account_id, -amount, 0, created_at from made`);
  await app.db.execute(sql`analyze journals`);
  await app.db.execute(sql`analyze postings`);
  console.log(`seeded ${TRANSACTIONS} transactions in ${Math.round(performance.now() - started)} ms`);

  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: customer.email, password: PASSWORD, deviceUniqueId: DEVICE },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.body}`);
  const session = signedIn.json<{ accessToken: string; sessionKey: string; user: { id: string } }>();
  const key = deriveSessionDataKey(session.sessionKey);
  const headers = () => ({
    authorization: `Bearer ${session.accessToken}`,
    'session-data': encryptSessionData(key, {
      userId: session.user.id,
      deviceUniqueId: DEVICE,
      epochMillis: app.clock.now().getTime(),
    }),
  });

  // A filtered first page: the last 90 days, one type, successful ones, an amount range.
  const today = bankDateOf();
  const query = {
    from: addDays(today, -89),
    to: today,
    type: 'mfs',
    status: 'SUCCESS',
    minAmount: '100',
    maxAmount: '40000',
    size: '20',
  };
  const timings: number[] = [];
  let shown = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const sent = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/transactions/history',
      query,
      headers: headers(),
    });
    const ms = performance.now() - sent;
    if (response.statusCode !== 200) throw new Error(`history: ${response.statusCode} ${response.body}`);
    shown = TransactionHistorySchema.parse(response.json()).transactions.length;
    if (i >= 20) timings.push(ms); // the first 20 warm the connections and caches
  }
  timings.sort((a, b) => a - b);
  const figures = {
    requests: timings.length,
    rows: shown,
    p50: round(percentile(timings, 50)),
    p99: round(percentile(timings, 99)),
  };
  console.log(
    `filtered first page (${shown} rows): p50 ${figures.p50} ms, p99 ${figures.p99} ms over ${timings.length} requests`,
  );

  // The plan of the page's query, built by the module as the route builds it.
  const filters = TransactionHistoryQuerySchema.parse(query);
  const built = historyPageQuery(
    app.db,
    customer.accounts.map((account) => account.id),
    filters,
    { size: filters.size },
  ).toSQL();
  const client = new pg.Client({ connectionString: app.config.databaseUrl });
  await client.connect();
  try {
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${built.sql}`,
      built.params,
    );
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  } finally {
    await client.end();
  }
  return { transactions: TRANSACTIONS, query, ...figures };
});
console.log(JSON.stringify({ bench: 'history', database: 'postgres', ...result }));
