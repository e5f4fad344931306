import { randomUUID } from 'node:crypto';
import {
  TransactionStatusResponseSchema,
  type TransactionReceipt,
  type TransferRequestInput,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NetworkAdapter, NetworkName } from '../src/modules/networks/adapters.ts';
import { ENQUIRY_AFTER_MS, reconcileNetworks } from '../src/modules/transactions/reconcile.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  challenge,
  execute,
  expectLedgerConsistent,
  receiptOf,
  SEED_ACCOUNTS,
} from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let routingNumber: string;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  routingNumber = (await as(t.app, rahim, { method: 'GET', url: '/api/banks/060/branches' })).json()
    .branches[0].routingNumber;
});
afterAll(() => t.close());

const R = SEED_ACCOUNTS.rahim;
const NOTHING_DUE = { settled: 0, reversed: 0, unanswered: 0 };

/** Swaps a network's adapter for the test; `afterEach` puts the real one back. */
const swapped = new Map<NetworkName, NetworkAdapter>();
function replaceNetwork(name: NetworkName, adapter: (real: NetworkAdapter) => NetworkAdapter) {
  const real = swapped.get(name) ?? t.app.money.networks.get(name)!;
  swapped.set(name, real);
  t.app.money.networks.set(name, adapter(real));
}
afterEach(() => {
  for (const [name, real] of swapped) t.app.money.networks.set(name, real);
  swapped.clear();
});

/** A network whose answer to the order is lost on the way back (a timeout): the bank cannot know what it did. */
const answerLost = (real: NetworkAdapter): NetworkAdapter => ({
  submit: async (order) => {
    await real.submit(order);
    throw new Error('network timeout');
  },
  enquire: (order) => real.enquire(order),
});

const npsb = (accountNumber: string, amount: string): TransferRequestInput => ({
  type: 'npsb',
  sourceAccountId: R.savings.id,
  routingNumber,
  accountNumber,
  accountName: 'Farhana Islam',
  amount,
});

/** Executes `request` with a known Idempotency-Key, so the test can replay it. */
async function send(request: TransferRequestInput) {
  const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
  const key = randomUUID();
  const body = { request, challengeId, code };
  const receipt = await receiptOf(await execute(t.app, rahim, body, key));
  return { receipt, replay: () => execute(t.app, rahim, body, key) };
}

async function statusOf(transactionId: string) {
  const response = await as(t.app, rahim, {
    method: 'GET',
    url: `/api/notification-service/transaction-status/${transactionId}`,
  });
  return TransactionStatusResponseSchema.parse(response.json()).data.transactionStatus;
}

/** Moves the clock past the enquiry delay; the idle session locks meanwhile, so sign in again. */
async function waitForEnquiry() {
  t.clock.advance(ENQUIRY_AFTER_MS + 1000);
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
}

const notificationTitles = async (transactionId: string) =>
  (
    (await t.database.db.execute(
      sql`select message_title from notifications where transaction_id = ${transactionId} order by created_at`,
    )) as { rows: { message_title: string }[] }
  ).rows.map((r) => r.message_title);

beforeEach(async () => {
  // every test starts with nothing left for reconciliation
  await waitForEnquiry();
  await reconcileNetworks(t.app.money, t.clock.now());
});

describe('reconciliation with the instant networks', () => {
  it('settles an NPSB transfer whose answer was lost: PROCESSING, then SUCCESS once the network is asked', async () => {
    replaceNetwork('npsb', answerLost);
    const before = await balanceOf(t.database.db, R.savings.id);
    const { receipt, replay } = await send(npsb('2059876543', '2500'));
    expect([receipt.transactionStatus, receipt.statusMessage]).toEqual(['PROCESSING', 'Processing']);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 251_150n);
    expect((await replay()).json<TransactionReceipt>().transactionStatus).toBe('PROCESSING');

    // the network is given time to answer before anyone asks
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual(NOTHING_DUE);
    await waitForEnquiry();
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
      settled: 1,
      reversed: 0,
      unanswered: 0,
    });

    expect(await statusOf(receipt.transactionId)).toBe('SUCCESS');
    const replayed = await replay();
    expect([replayed.statusCode, replayed.json<TransactionReceipt>()]).toEqual([
      200,
      { ...receipt, transactionStatus: 'SUCCESS', statusMessage: 'Successful' },
    ]);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 251_150n);
    expect(await notificationTitles(receipt.transactionId)).toEqual([
      'Fund transfer processing',
      'Fund transfer successful',
    ]);
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual(NOTHING_DUE);
  });

  it('reverses an MFS transfer the wallet network turned down after its answer was lost', async () => {
    replaceNetwork('bkash', answerLost);
    const before = await balanceOf(t.database.db, R.current.id);
    const { receipt, replay } = await send({
      type: 'mfs',
      sourceAccountId: R.current.id,
      provider: 'bkash',
      walletNumber: '01711230000',
      amount: '500',
    });
    expect(receipt.transactionStatus).toBe('PROCESSING');
    expect(await balanceOf(t.database.db, R.current.id)).toBeLessThan(before);

    await waitForEnquiry();
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
      settled: 0,
      reversed: 1,
      unanswered: 0,
    });
    expect(await balanceOf(t.database.db, R.current.id)).toBe(before);
    expect(await statusOf(receipt.transactionId)).toBe('REVERSE');
    expect((await replay()).json<TransactionReceipt>().transactionStatus).toBe('REVERSE');
    expect(await notificationTitles(receipt.transactionId)).toEqual([
      'MFS transfer processing',
      'MFS transfer reversed',
    ]);
    await expectLedgerConsistent(t.database.db);
  });

  it('tells the customer PROCESSING when the network does not answer in time, then settles it by enquiry', async () => {
    const patience = t.app.money.networkTimeoutMs;
    t.app.money.networkTimeoutMs = 50;
    replaceNetwork('npsb', (real) => ({
      submit: () => new Promise(() => {}), // never answers
      enquire: (order) => real.enquire(order),
    }));
    try {
      const { receipt, replay } = await send(npsb('2059876546', '650'));
      expect(receipt.transactionStatus).toBe('PROCESSING');
      await waitForEnquiry();
      expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
        settled: 1,
        reversed: 0,
        unanswered: 0,
      });
      expect((await replay()).json<TransactionReceipt>().transactionStatus).toBe('SUCCESS');
    } finally {
      t.app.money.networkTimeoutMs = patience;
    }
  });

  it('keeps a transfer PROCESSING while the network cannot answer the enquiry, and settles it on a later run', async () => {
    let enquiryWorks = false;
    replaceNetwork('npsb', (real) => ({
      submit: answerLost(real).submit,
      enquire: async (order) => {
        if (!enquiryWorks) throw new Error('network unreachable');
        return real.enquire(order);
      },
    }));
    const { receipt } = await send(npsb('2059876544', '700'));
    await waitForEnquiry();
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
      settled: 0,
      reversed: 0,
      unanswered: 1,
    });
    expect(await statusOf(receipt.transactionId)).toBe('PROCESSING');

    enquiryWorks = true;
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
      settled: 1,
      reversed: 0,
      unanswered: 0,
    });
    expect(await statusOf(receipt.transactionId)).toBe('SUCCESS');
  });

  it('gives a key left in flight (the server stopped mid-request) its answer, so a retry is not refused forever', async () => {
    let networkAnswers = false;
    replaceNetwork('npsb', (real) => ({
      submit: answerLost(real).submit,
      enquire: async (order) => (networkAnswers ? real.enquire(order) : 'pending'),
    }));
    const { receipt, replay } = await send(npsb('2059876545', '900'));
    // what a stop between the posting and the network's answer leaves behind
    await t.database.db.execute(
      sql`update idempotency_keys set state = 'in_flight', status_code = null, response = null
          where transaction_id = ${receipt.transactionId}`,
    );
    expect([(await replay()).statusCode, (await replay()).json().code]).toEqual([
      409,
      'IDEMPOTENCY_IN_FLIGHT',
    ]);

    await waitForEnquiry();
    expect(await reconcileNetworks(t.app.money, t.clock.now())).toEqual({
      settled: 0,
      reversed: 0,
      unanswered: 1,
    });
    const pending = await replay();
    expect([pending.statusCode, pending.json<TransactionReceipt>().transactionStatus]).toEqual([
      200,
      'PROCESSING',
    ]);

    networkAnswers = true;
    await reconcileNetworks(t.app.money, t.clock.now());
    expect((await replay()).json<TransactionReceipt>().transactionStatus).toBe('SUCCESS');
  });

  it('settles a transfer once when reconciliation runs on two servers at the same time', async () => {
    replaceNetwork('npsb', answerLost);
    const before = await balanceOf(t.database.db, R.savings.id);
    const { receipt } = await send(npsb('2059870000', '1200'));
    await waitForEnquiry();
    const runs = await Promise.all([
      reconcileNetworks(t.app.money, t.clock.now()),
      reconcileNetworks(t.app.money, t.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reversed, 0)).toBe(1);
    expect(await statusOf(receipt.transactionId)).toBe('REVERSE');
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before);
    await expectLedgerConsistent(t.database.db);
  });
});
