/**
 * npm run bench:ledger-sql: the database's share of a transfer alone, without HTTP or Node: pgbench clients call the
 * two SQL functions a transfer makes (transfer_code_issue, then money_transfer) with what the server would send, on
 * a fresh PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL). Two kinds of transfer:
 *   - within the bank, free: the legs are the two customers' accounts;
 *   - NPSB with charge and VAT: the legs also credit the NPSB settlement, fee income and VAT payable accounts, each
 *     in one of its eight posting slots at random (decision 012).
 * Each client is its own customer, as each signed-in customer makes one transfer at a time. Last line: JSON.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { createBenchCustomers } from './lib/customers.ts';
import { hasPgbench, pgbenchScript } from './lib/pgbench.ts';
import { withPostgresDatabase } from './lib/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Math.min(Number(process.env.BENCH_CLIENTS ?? 16), 64);
const CUSTOMERS = 64;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Poisha: the transfer is 10 taka; `charge` and `vat` are its charges, `legs` its journal's legs as SQL. */
type Kind = { label: string; type: string; charge: number; vat: number; legs: string };

const KINDS: Record<'within_bank' | 'npsb_paid', Kind> = {
  within_bank: {
    label: 'within the bank, free',
    type: 'within_bank',
    charge: 0,
    vat: 0,
    legs: `jsonb_build_array(
      jsonb_build_object('account_id', :src::uuid, 'amount', '-1000', 'owned', true),
      jsonb_build_object('account_id', :dst::uuid, 'amount', '1000'))`,
  },
  npsb_paid: {
    label: 'NPSB, charge and VAT',
    type: 'npsb',
    charge: 1000,
    vat: 150,
    legs: `jsonb_build_array(
      jsonb_build_object('account_id', :src::uuid, 'amount', '-2150', 'owned', true),
      jsonb_build_object('account_id', :npsb::uuid, 'amount', '1000'),
      jsonb_build_object('account_id', :fee::uuid, 'amount', '1000'),
      jsonb_build_object('account_id', :vat::uuid, 'amount', '150'))`,
  },
};

/** The bank accounts a charged NPSB transfer credits, by the names the script gives them. */
const BANK_SIDE = { fee: 'fee_income', vat: 'vat_payable', npsb: 'settlement:npsb' };

/** The id of a random posting slot (decision 012) of bank account `name`, as the server picks one. */
const slotOf = (name: keyof typeof BANK_SIDE) =>
  `(SELECT id FROM bench_slots WHERE name = '${name}' AND slot = :slot::int)`;

/** One transfer as pgbench runs it: the code issued (one transaction), then the transfer with it (another). */
const script = ({ type, charge, vat, legs }: Kind) => {
  const limit = `jsonb_build_object('type', '${type}', 'amount', '1000', 'day', current_date,
    'month', date_trunc('month', current_date)::date)`;
  const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
  return [
    '\\set n :client_id + 1',
    `\\set m 1 + ((:n + random(0, ${CUSTOMERS - 2})) % ${CUSTOMERS})`,
    '\\set slot random(0, 7)',
    oneLine(`SELECT gen_random_uuid() AS code_id, p.customer_id AS customer, p.account_id AS src,
      q.account_id AS dst, ${slotOf('fee')} AS fee, ${slotOf('vat')} AS vat, ${slotOf('npsb')} AS npsb
      FROM bench_parties p, bench_parties q WHERE p.n = :n AND q.n = :m \\gset`),
    oneLine(`SELECT transfer_code_issue(jsonb_build_object('id', :code_id::uuid, 'customer_id', :customer::uuid,
      'purpose', 'transfer', 'session_id', :customer::uuid, 'payload_hash', 'payload', 'code_hash', 'code',
      'created_at', now(), 'expires_at', now() + interval '5 minutes'), ${limit}, :src::uuid, ${1000 + charge + vat},
      jsonb_build_object('id', gen_random_uuid(), 'customer_id', :customer::uuid, 'kind', 'code-sent',
        'occurred_at', now(), 'ip', '127.0.0.1', 'details', '{}'::jsonb));`),
    oneLine(`SELECT money_transfer(:customer::uuid,
      jsonb_build_object('key', gen_random_uuid(), 'request_hash', 'request', 'response', '{}'::jsonb),
      jsonb_build_object('id', :code_id::uuid, 'code_hash', 'code', 'max_attempts', 5),
      jsonb_build_object('transaction_id', 'TK' || upper(substr(md5(random()::text), 1, 12)), 'type', '${type}',
        'status', 'SUCCESS', 'channel', 'internet_banking', 'customer_id', :customer::uuid,
        'from_account_id', :src::uuid, 'from_name', 'Bench', 'from_number', 'source', 'to_name', 'Bench',
        'to_number', 'payee', 'amount', '1000', 'charge', '${charge}', 'vat', '${vat}', 'remarks', '', 'details', null,
        'created_at', now()),
      ${legs}, ${limit}, jsonb_build_object('title', 'Transfer', 'text', 'Bench transfer'));`),
  ].join('\n');
};

async function prepare(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const now = new Date();
    await seed(database.db, { now, demo: true });
    await createBenchCustomers(database.db, CUSTOMERS, now);
    await database.db.execute(sql`update limit_ceilings set daily_count = 1000000,
      daily_amount = 100000000000, monthly_amount = 100000000000 where type in ('within_bank', 'npsb')`);
    await database.db.execute(sql`create table bench_slots (name text, slot int, id uuid)`);
    await database.db.execute(sql`create table bench_parties as
      select row_number() over (order by number)::int as n, customer_id, id as account_id
      from accounts where number like '55%' and customer_id is not null`);
    // pgbench reads every ':word' in a script as a variable, so the script names the bank accounts without keys.
    for (const [name, key] of Object.entries(BANK_SIDE))
      await database.db.execute(sql`insert into bench_slots
        select ${name}, coalesce(nullif(split_part(system_key, '/', 2), ''), '0')::int, id from accounts
        where system_key = ${key} or starts_with(system_key, ${`${key}/`})`);
  } finally {
    await database.close();
  }
}

if (!PG_URL || !hasPgbench()) {
  console.log('Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and pgbench.');
  process.exit(1);
}
console.log(
  `The ledger's SQL alone: pgbench, ${CLIENTS} clients, ${SECONDS} s per kind, ${CUSTOMERS} customers`,
);
const folder = mkdtempSync(join(tmpdir(), 'taka-bench-sql-'));
const results: Record<string, number | null> = {};
for (const [name, kind] of Object.entries(KINDS)) {
  const file = join(folder, `${name}.sql`);
  writeFileSync(file, script(kind));
  results[name] = await withPostgresDatabase(PG_URL, async (url) => {
    await prepare(url);
    return pgbenchScript(url, file, CLIENTS, SECONDS);
  });
  console.log(`${kind.label.padEnd(24)} ${`${results[name] ?? 'n/a'} transfers/s`.padStart(18)}`);
}
console.log(JSON.stringify(results));
