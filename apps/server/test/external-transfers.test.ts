import { TransactionStatusResponseSchema, type Branch, type TransferRequestInput } from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostingSlotOf } from '../src/modules/accounts/directory.ts';
import { reconcileNetworks } from '../src/modules/transactions/reconcile.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  bankBalance,
  expectLedgerConsistent,
  receiptOf,
  rows,
  SEED_ACCOUNTS,
  transfer,
} from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let branch: Branch;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  branch = (await as(t.app, rahim, { method: 'GET', url: '/api/banks/060/branches' })).json().branches[0];
});
afterAll(() => t.close());

const R = SEED_ACCOUNTS.rahim;
const HOUR = 60 * 60 * 1000;
const NOTHING_DUE = { settled: 0, reversed: 0, unanswered: 0 };

const otherBank = (type: 'npsb' | 'beftn', accountNumber: string, amount: string): TransferRequestInput => ({
  type,
  sourceAccountId: R.savings.id,
  routingNumber: branch.routingNumber,
  accountNumber,
  accountName: 'Farhana Islam',
  amount,
});

const journalsOf = (transactionId: string) =>
  rows<{ transaction_id: string; type: string; status: string }>(
    t.database.db,
    sql`select j.transaction_id, j.type, j.status from journals j
      where j.transaction_id = ${transactionId}
         or j.reverses_journal_id = (select id from journals where transaction_id = ${transactionId})
      order by j.id`,
  );

const statusOf = async (transactionId: string) =>
  TransactionStatusResponseSchema.parse(
    (
      await as(t.app, rahim, {
        method: 'GET',
        url: `/api/notification-service/transaction-status/${transactionId}`,
      })
    ).json(),
  ).data;

describe('NPSB', () => {
  it('settles at once with its charge and VAT', async () => {
    const before = await balanceOf(t.database.db, R.savings.id);
    const receipt = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, otherBank('npsb', '2051234567', '3000')),
    );
    expect(receipt).toMatchObject({
      transactionStatus: 'SUCCESS',
      toAccountName: 'Farhana Islam',
      chargeAmount: '10.00',
      vatAmount: '1.50',
      grandTotalAmount: '3011.50',
    });
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 301_150n);
  });

  it('a rejection by the network (test account ending 0000) ends in REVERSE with the money back', async () => {
    const before = await balanceOf(t.database.db, R.savings.id);
    const receipt = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, otherBank('npsb', '2051230000', '4000')),
    );
    expect(receipt).toMatchObject({
      transactionStatus: 'REVERSE',
      statusMessage: 'Reversed',
      grandTotalAmount: '4011.50',
    });
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before);
    const journals = await journalsOf(receipt.transactionId);
    expect(journals.map((j) => [j.type, j.status])).toEqual([
      ['npsb', 'REVERSE'],
      ['reversal', 'REVERSE'],
    ]);
    expect((await statusOf(receipt.transactionId)).transactionStatus).toBe('REVERSE');
    await expectLedgerConsistent(t.database.db);
  });

  it("spreads over the bank accounts' posting slots, which together gain exactly amount, charge and VAT", async () => {
    const before = {
      fee: await bankBalance(t.database.db, 'fee_income'),
      vat: await bankBalance(t.database.db, 'vat_payable'),
      npsb: await bankBalance(t.database.db, 'settlement:npsb'),
    };
    const count = 8;
    const transactionIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const receipt = await receiptOf(
        await transfer(t.app, rahim, RAHIM.mobileNumber, otherBank('npsb', '2051234567', '100')),
      );
      expect(receipt).toMatchObject({
        transactionStatus: 'SUCCESS',
        chargeAmount: '10.00',
        vatAmount: '1.50',
      });
      transactionIds.push(receipt.transactionId);
    }
    expect(await bankBalance(t.database.db, 'fee_income')).toBe(before.fee + BigInt(count) * 1_000n);
    expect(await bankBalance(t.database.db, 'vat_payable')).toBe(before.vat + BigInt(count) * 150n);
    expect(await bankBalance(t.database.db, 'settlement:npsb')).toBe(before.npsb + BigInt(count) * 10_000n);

    // Eight transfers all landing on one of eight slots by chance: 1 in 8^7.
    const [spread] = await rows<{ slots: number }>(
      t.database.db,
      sql`select count(distinct p.account_id)::int as slots from postings p
        join accounts on accounts.id = p.account_id
        join journals j on j.id = p.journal_id
        where j.transaction_id = any(${`{${transactionIds.join(',')}}`}::text[])
          and ${isPostingSlotOf('fee_income')}`,
    );
    expect(spread!.slots).toBeGreaterThan(1);
    await expectLedgerConsistent(t.database.db);
  });
});

describe('BEFTN', () => {
  it('is PROCESSING until the next clearing window, then SUCCESS; a rejected one is reversed there', async () => {
    const before = await balanceOf(t.database.db, R.savings.id);
    const good = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, otherBank('beftn', '3051234567', '20000')),
    );
    const bad = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, otherBank('beftn', '3051230000', '1000')),
    );
    expect([good.transactionStatus, good.statusMessage, good.chargeAmount, good.vatAmount]).toEqual([
      'PROCESSING',
      'Processing',
      '5.00',
      '0.75',
    ]);
    expect(bad.transactionStatus).toBe('PROCESSING');
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 2_000_575n - 100_575n);

    // nothing settles before a window has passed since the transfers were made
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual(NOTHING_DUE);
    // The windows are 10:00, 13:00 and 16:00 in Dhaka: from 16:00 to the next 10:00 there are 18 hours without one,
    // and any 24 hours hold all three.
    t.clock.advance(24 * HOUR);
    rahim = await signIn(t.app, t.clock, { email: RAHIM.email }); // the idle session locked meanwhile
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
      settled: 1,
      reversed: 1,
      unanswered: 0,
    });
    expect((await statusOf(good.transactionId)).transactionStatus).toBe('SUCCESS');
    expect((await statusOf(bad.transactionId)).transactionStatus).toBe('REVERSE');
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 2_000_575n);
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual(NOTHING_DUE);
    await expectLedgerConsistent(t.database.db);
  });
});

describe('MFS', () => {
  it('sends to a wallet with its percentage charge; a rejected wallet gets the money back', async () => {
    const request = (walletNumber: string): TransferRequestInput => ({
      type: 'mfs',
      sourceAccountId: R.current.id,
      provider: 'nagad',
      walletNumber,
      amount: '800',
    });
    const before = await balanceOf(t.database.db, R.current.id);
    const sent = await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, request('01911223344')));
    expect([sent.transactionStatus, sent.chargeAmount, sent.vatAmount, sent.toAccountName]).toEqual([
      'SUCCESS',
      '6.00',
      '0.90',
      'Nagad wallet',
    ]);
    const rejected = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, request('01911220000')),
    );
    expect(rejected.transactionStatus).toBe('REVERSE');
    expect(await balanceOf(t.database.db, R.current.id)).toBe(before - 80_690n);
  });
});
