import pg from 'pg';
import { BENCH_OPENING, type BenchCustomer } from '../customers.ts';
import type { TransferRecord } from './workload.ts';

export type LedgerVerdict = {
  acknowledged: number;
  /** Transfers done (acknowledged, or done by their key) whose journal is missing. */
  lost: number;
  /** Postings of a transfer beyond the one its client's key accounts for. */
  duplicated: number;
  conserved: boolean;
  /** Transfers left in doubt that the database shows done once (the others are shown not done). */
  inDoubtDone: number;
  inDoubtNotDone: number;
  /** Everything found wrong, including balances that the done transfers do not explain; empty when all holds. */
  problems: string[];
};

/**
 * Reads the database after the run and holds it against what the clients saw: the ledger's own invariants, every
 * acknowledged transfer posted exactly once, every transfer left in doubt resolved by its key (done once, or not
 * at all), and each test customer's balances equal to the opening plus exactly the transfers that were done.
 */
export async function checkLedger(
  url: string,
  customers: BenchCustomer[],
  transfers: TransferRecord[],
): Promise<LedgerVerdict> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const problems: string[] = [];
  const count = async (text: string, values: unknown[] = []) =>
    Number((await db.query<{ n: string }>(text, values)).rows[0]!.n);
  try {
    const total = (
      await db.query<{ sum: string }>('select coalesce(sum(balance), 0)::text as sum from accounts')
    ).rows[0]!.sum;
    const unbalancedJournals = await count(
      'select count(*) as n from (select journal_id from postings group by journal_id having sum(amount) <> 0) j',
    );
    const drifted = await count(`select count(*) as n from accounts a
      where balance <> coalesce((select sum(amount) from postings p where p.account_id = a.id), 0)`);
    const pastFloor = await count(
      'select count(*) as n from accounts where min_balance is not null and balance < min_balance',
    );
    if (total !== '0') problems.push(`the balances sum to ${total}, not 0`);
    if (unbalancedJournals) problems.push(`${unbalancedJournals} journals do not sum to zero`);
    if (drifted) problems.push(`${drifted} balances differ from the sum of their postings`);
    if (pastFloor) problems.push(`${pastFloor} balances are past their floor`);
    const conserved = total === '0' && unbalancedJournals === 0 && drifted === 0 && pastFloor === 0;

    const postedTimes = new Map<string, number>();
    for (const row of (
      await db.query<{ transaction_id: string; n: string }>(
        `select transaction_id, count(*) as n from journals where customer_id = any($1::uuid[])
         and type in ('own', 'within_bank') group by transaction_id`,
        [customers.map((c) => c.id)],
      )
    ).rows)
      postedTimes.set(row.transaction_id, Number(row.n));

    const doneByKey = new Map<string, string>();
    for (const row of (
      await db.query<{ customer_id: string; key: string; transaction_id: string }>(
        `select customer_id, key, response->>'transactionId' as transaction_id from idempotency_keys
         where customer_id = any($1::uuid[]) and state = 'done'`,
        [customers.map((c) => c.id)],
      )
    ).rows)
      doneByKey.set(`${row.customer_id}/${row.key}`, row.transaction_id);

    let inDoubtDone = 0;
    let inDoubtNotDone = 0;
    const done: TransferRecord[] = [];
    const doneIds = new Set<string>();
    for (const transfer of transfers) {
      const storedId = doneByKey.get(`${transfer.customerId}/${transfer.key}`);
      if (transfer.state === 'acknowledged' && storedId !== transfer.transactionId)
        problems.push(`the key of ${transfer.transactionId} answers ${storedId ?? 'nothing'}`);
      if (transfer.state === 'refused' && storedId !== undefined)
        problems.push(`refused transfer ${transfer.key} (${transfer.refusal}) was done as ${storedId}`);
      if (transfer.state === 'in-doubt') {
        if (storedId === undefined) inDoubtNotDone++;
        else inDoubtDone++;
      }
      const id = transfer.state === 'acknowledged' ? transfer.transactionId! : storedId;
      if (id !== undefined && transfer.state !== 'refused') {
        done.push(transfer);
        doneIds.add(id);
      }
    }
    let lost = 0;
    for (const id of doneIds) {
      if (postedTimes.has(id)) continue;
      lost++;
      problems.push(`${id} was done but never posted`);
    }
    let duplicated = 0;
    for (const [id, times] of postedTimes) {
      const extra = doneIds.has(id) ? times - 1 : times;
      if (extra === 0) continue;
      duplicated += extra;
      problems.push(`${id} posted ${times} times, ${doneIds.has(id) ? 'once' : 'never'} by a client's key`);
    }

    const expected = new Map<string, bigint>();
    for (const customer of customers)
      for (const account of customer.accounts) expected.set(account.id, BENCH_OPENING);
    for (const transfer of done) {
      expected.set(transfer.from, expected.get(transfer.from)! - transfer.amount);
      expected.set(transfer.to, expected.get(transfer.to)! + transfer.amount);
    }
    const balances = await db.query<{ id: string; balance: string }>(
      'select id, balance::text from accounts where id = any($1::uuid[])',
      [[...expected.keys()]],
    );
    for (const { id, balance } of balances.rows) {
      const difference = BigInt(balance) - expected.get(id)!;
      if (difference === 0n) continue;
      problems.push(`account ${id} holds ${difference} poisha more than its transfers explain`);
    }
    const acknowledged = transfers.filter((t) => t.state === 'acknowledged').length;
    return { acknowledged, lost, duplicated, conserved, inDoubtDone, inDoubtNotDone, problems };
  } finally {
    await db.end();
  }
}
