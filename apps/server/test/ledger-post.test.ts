import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountId } from '../src/db/seed/ledger-accounts.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { RAHIM } from './helpers/client.ts';
import { balanceOf, expectLedgerConsistent, rows, SEED_ACCOUNTS } from './helpers/money.ts';

// ledger_post (migration 0010) straight from SQL: the checks it makes itself, whatever the server checked before.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { rahim: R, karim: K } = SEED_ACCOUNTS;
const FEES = bankAccountId('fee_income');
let sequence = 0;

type Leg = { account_id: string; amount: string; owned?: boolean };

/** Posts a journal of `legs` for `owner` (null: a bank-side journal); the journal's id, or the database's error. */
async function post(legs: Leg[], owner: string | null = RAHIM.id) {
  const journal = {
    transaction_id: `TXNLEDGER${String(++sequence).padStart(4, '0')}`,
    type: 'own_account',
    status: 'SUCCESS',
    channel: 'internet_banking',
    customer_id: owner,
    from_name: 'Rahim Uddin',
    from_number: R.savings.number,
    to_name: 'Karim Hossain',
    to_number: K.savings.number,
    amount: '100',
    charge: '0',
    vat: '0',
    remarks: '',
    created_at: new Date().toISOString(),
  };
  try {
    const [row] = await rows<{ id: string }>(
      t.database.db,
      sql`select ledger_post(${JSON.stringify(journal)}::jsonb, ${JSON.stringify(legs)}::jsonb, ${owner}::uuid) as id`,
    );
    return { id: Number(row!.id), transactionId: journal.transaction_id };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? {};
    return { code: cause.code, message: cause.message };
  }
}

const balances = () =>
  Promise.all([R.savings.id, R.current.id, K.savings.id, FEES].map((id) => balanceOf(t.database.db, id)));

describe('ledger_post', () => {
  it('moves every leg, writes one posting per leg with the balance after it, in any order of legs', async () => {
    const before = await balances();
    const posted = await post([
      { account_id: FEES, amount: '25' },
      { account_id: R.savings.id, amount: '-125', owned: true },
      { account_id: R.current.id, amount: '100', owned: true },
    ]);
    expect(posted).toHaveProperty('id');
    expect(await balances()).toEqual([before[0]! - 125n, before[1]! + 100n, before[2], before[3]! + 25n]);
    const postings = await rows<{ account_id: string; amount: string; balance_after: string }>(
      t.database.db,
      sql`select account_id, amount::text, balance_after::text from postings
        where journal_id = ${'id' in posted ? posted.id : 0} order by account_id`,
    );
    expect(postings).toEqual([
      { account_id: R.savings.id, amount: '-125', balance_after: String(before[0]! - 125n) },
      { account_id: R.current.id, amount: '100', balance_after: String(before[1]! + 100n) },
      { account_id: FEES, amount: '25', balance_after: String(before[3]! + 25n) },
    ]);
    await expectLedgerConsistent(t.database.db);
  });

  it('a journal that moved no money has no postings', async () => {
    const posted = await post([]);
    expect(posted).toHaveProperty('id');
    expect(
      await rows(
        t.database.db,
        sql`select id from postings where journal_id = ${'id' in posted ? posted.id : 0}`,
      ),
    ).toEqual([]);
  });

  it('refuses, moving nothing: legs that do not balance, a repeated account, an unknown account', async () => {
    const before = await balances();
    const unknown = '7a1c0000-0000-4000-8000-00000000dead';
    const refusals = await Promise.all([
      post([
        { account_id: R.savings.id, amount: '-100', owned: true },
        { account_id: K.savings.id, amount: '99' },
      ]),
      post([
        { account_id: R.savings.id, amount: '-100', owned: true },
        { account_id: K.savings.id, amount: '50' },
        { account_id: K.savings.id, amount: '50' },
      ]),
      post([
        { account_id: R.savings.id, amount: '-100', owned: true },
        { account_id: unknown, amount: '100' },
      ]),
    ]);
    expect(refusals).toEqual([
      { code: 'XX000', message: expect.stringMatching(/^ledger: journal TXNLEDGER\d+ does not balance$/) },
      { code: 'XX000', message: expect.stringMatching(/repeats an account$/) },
      { code: 'XX000', message: expect.stringMatching(/has an unknown account$/) },
    ]);
    expect(await balances()).toEqual(before);
  });

  it("answers NOT_FOUND for another customer's account in an owned leg, and moves nothing", async () => {
    const before = await balances();
    // karim's account sorts after rahim's, so rahim's leg has already moved when karim's is refused
    const refused = await post([
      { account_id: R.savings.id, amount: '100', owned: true },
      { account_id: K.savings.id, amount: '-100', owned: true },
    ]);
    expect(refused).toMatchObject({ code: 'P0001', message: 'NOT_FOUND' });
    expect(await balances()).toEqual(before);
  });

  it("answers ACCOUNT_NOT_ACTIVE for a customer's frozen account, even as the payee", async () => {
    await t.database.db.execute(sql`update accounts set status = 'frozen' where id = ${K.savings.id}`);
    const before = await balances();
    const refused = await post([
      { account_id: R.savings.id, amount: '-100', owned: true },
      { account_id: K.savings.id, amount: '100' },
    ]);
    expect(refused).toMatchObject({ code: 'P0001', message: 'ACCOUNT_NOT_ACTIVE' });
    expect(await balances()).toEqual(before);
    // the bank's own journals (no owner) still reach it, as a reversal must
    expect(
      await post(
        [
          { account_id: FEES, amount: '-100' },
          { account_id: K.savings.id, amount: '100' },
        ],
        null,
      ),
    ).toHaveProperty('id');
    await t.database.db.execute(sql`update accounts set status = 'active' where id = ${K.savings.id}`);
    await expectLedgerConsistent(t.database.db);
  });

  it('refuses a balance below its floor with the floor check', async () => {
    const refused = await post([
      { account_id: R.savings.id, amount: '-100000000000', owned: true },
      { account_id: R.current.id, amount: '100000000000', owned: true },
    ]);
    expect(refused).toMatchObject({ code: '23514' });
    expect(refused.message).toContain('accounts_balance_floor');
  });
});
