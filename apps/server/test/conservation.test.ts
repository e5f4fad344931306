import { randomInt, randomUUID } from 'node:crypto';
import {
  formatMoney,
  type DueBill,
  type OtpChallenge,
  type TransactionReceipt,
  type TransferRequestInput,
} from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { KARIM, RAHIM, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  codeFor,
  execute,
  expectLedgerConsistent,
  requestCode,
  SEED_ACCOUNTS,
} from './helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WORKERS = 12;
const TRANSFERS_PER_WORKER = 25;
const { rahim: R, karim: K } = SEED_ACCOUNTS;
type Held = { id: string; number: string };
const CUSTOMERS: { who: typeof RAHIM | typeof KARIM; own: Held[]; other: Held[] }[] = [
  { who: RAHIM, own: [R.savings, R.current], other: [K.savings, K.current] },
  { who: KARIM, own: [K.savings, K.current], other: [R.savings, R.current] },
];
const ALLOWED_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'LIMIT_DAILY_COUNT',
  'LIMIT_DAILY_AMOUNT',
  'LIMIT_PER_TRANSACTION',
  'LIMIT_MONTHLY_AMOUNT',
  // two workers after the same bill: the second finds it paid, or nothing left due
  'BILL_ALREADY_PAID',
  'NO_BILL_DUE',
]);

type Outcome = { request?: TransferRequestInput; receipt?: TransactionReceipt; refusal?: string };

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
/** Mostly small amounts, now and then a large one that the balance or a limit refuses. */
const randomAmount = () =>
  formatMoney(BigInt(randomInt(4) === 0 ? randomInt(1_000_000, 6_000_000) : randomInt(1_000, 500_000)));

/** Seeded bills with several months due, of every bill payment type; DESCO 30110000 is rejected by the biller. */
const BILLS = [
  ['dwasa', '20450077', 'bill'],
  ['titas', '1100987', 'bill'],
  ['desco', '30110000', 'bill'],
  ['gulshan-club', 'GC-0387', 'club_bill'],
  ['pragati-life', 'PLI-302118', 'insurance_premium'],
  ['carnival', 'CI-447120', 'internet_bill'],
  ['drmc', 'DRMC-11-0457', 'tuition_fee'],
] as const;

/** A payment of the bill now due on a seeded number: its request, or the lookup's refusal (nothing left due). */
async function billRequest(device: Device, sourceAccountId: string): Promise<TransferRequestInput | string> {
  const [code, customerNumber, type] = pick(BILLS);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/billers/${code}/bills/${customerNumber}`,
    headers: device.headers(),
  });
  if (response.statusCode !== 200) return response.json().code;
  const bill = response.json<DueBill>();
  return {
    type,
    sourceAccountId,
    billerCode: code,
    customerNumber,
    billNumber: bill.billNumber,
    amount: bill.amountDue,
  };
}

async function randomRequest(
  device: Device,
  customer: (typeof CUSTOMERS)[number],
  routingNumber: string,
): Promise<TransferRequestInput | string> {
  const source = pick(customer.own);
  const kind = randomInt(13);
  if (kind === 10)
    return {
      type: 'recharge',
      sourceAccountId: source.id,
      mobileNumber: `01${pick(['3', '4', '5', '6', '7', '8', '9'])}1122${pick(['0000', '3344'])}`,
      connectionType: 'prepaid',
      amount: String(randomInt(10, 1_001)),
    };
  if (kind === 11)
    return {
      type: 'visa_payment',
      sourceAccountId: source.id,
      cardNumber: pick(['4242424242424242', '4111111111111111', '4111111111170000']),
      cardholderName: 'Card Holder',
      amount: formatMoney(BigInt(randomInt(10_000, 2_000_000))),
    };
  if (kind === 12) return billRequest(device, source.id);
  if (kind < 4)
    return {
      type: 'own',
      sourceAccountId: source.id,
      destinationAccountId: customer.own.find((a) => a.id !== source.id)!.id,
      amount: randomAmount(),
    };
  if (kind < 8)
    return {
      type: 'within_bank',
      sourceAccountId: source.id,
      accountNumber: pick(customer.other).number,
      amount: randomAmount(),
    };
  return {
    type: 'npsb',
    sourceAccountId: source.id,
    routingNumber,
    accountNumber: `70${randomInt(10_000_000, 99_999_999)}${pick(['0000', '1234', '5678'])}`,
    accountName: 'Outside Payee',
    amount: randomAmount(),
  };
}

async function worker(
  device: Device,
  customer: (typeof CUSTOMERS)[number],
  routingNumber: string,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < TRANSFERS_PER_WORKER; i++) {
    const request = await randomRequest(device, customer, routingNumber);
    if (typeof request === 'string') {
      outcomes.push({ refusal: request });
      continue;
    }
    const otp = await requestCode(t.app, device, request);
    if (otp.statusCode !== 200) {
      outcomes.push({ request, refusal: otp.json().code });
      continue;
    }
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(t.app, customer.who.mobileNumber, challengeId);
    const response = await execute(t.app, device, { request, challengeId, code }, randomUUID());
    if (response.statusCode === 200) outcomes.push({ request, receipt: response.json<TransactionReceipt>() });
    else outcomes.push({ request, refusal: response.json().code });
  }
  return outcomes;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as { rows: T[] }).rows;
const money = (text: string) => BigInt(text.replace('.', ''));

describe('conservation under concurrent transfers', () => {
  it('keeps the ledger whole: every acknowledged transfer posted once, every refused one left nothing', async () => {
    const tracked = [R.savings, R.current, K.savings, K.current];
    const before = new Map(
      await Promise.all(tracked.map(async (a) => [a.id, await balanceOf(t.database.db, a.id)] as const)),
    );
    const [last] = await rows<{ max: string }>(sql`select coalesce(max(id), 0)::text as max from journals`);
    const routingNumber = (
      await t.app.inject({
        method: 'GET',
        url: '/api/banks/200/branches',
        headers: (await signIn(t.app, t.clock, { email: RAHIM.email })).headers(),
      })
    ).json().branches[0].routingNumber;

    const devices = await Promise.all(
      Array.from({ length: WORKERS }, (_, i) =>
        signIn(t.app, t.clock, { email: CUSTOMERS[i % 2]!.who.email }),
      ),
    );
    const outcomes = (
      await Promise.all(devices.map((device, i) => worker(device, CUSTOMERS[i % 2]!, routingNumber)))
    ).flat();

    const acknowledged = outcomes.filter((o) => o.receipt);
    const refused = outcomes.filter((o) => o.refusal);
    expect(outcomes).toHaveLength(WORKERS * TRANSFERS_PER_WORKER);
    expect(refused.filter((o) => !ALLOWED_REFUSALS.has(o.refusal!))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(outcomes.length / 2);
    const reversed = acknowledged.filter((o) => o.receipt!.transactionStatus === 'REVERSE');
    expect(acknowledged.every((o) => ['SUCCESS', 'REVERSE'].includes(o.receipt!.transactionStatus))).toBe(
      true,
    );

    await expectLedgerConsistent(t.database.db);
    // a bill is paid by exactly one successful journal of its amount; a reversed payment left it due
    const wronglyPaid = await rows(
      sql`select b.bill_number from bills b left join journals j on j.id = b.paid_journal_id
        where (b.paid_journal_id is not null and (j.status <> 'SUCCESS' or j.amount <> b.amount))
           or (select count(*) from journals p where p.details->>'billId' = b.id::text
                 and p.status = 'SUCCESS' and p.type <> 'reversal') > 1`,
    );
    expect(wronglyPaid).toEqual([]);

    // every acknowledged transfer is in the ledger once, with its status; refused ones made no journal at all
    const made = await rows<{ transaction_id: string; status: string; type: string }>(
      sql`select transaction_id, status, type from journals where id > ${last!.max}::bigint`,
    );
    const customerJournals = made.filter((j) => j.type !== 'reversal');
    expect(customerJournals).toHaveLength(acknowledged.length);
    expect(made.filter((j) => j.type === 'reversal')).toHaveLength(reversed.length);
    const statusById = new Map(customerJournals.map((j) => [j.transaction_id, j.status]));
    for (const { receipt } of acknowledged)
      expect(statusById.get(receipt!.transactionId)).toBe(receipt!.transactionStatus);

    // the balances moved by exactly what the acknowledged, unreversed transfers say
    const expected = new Map(before);
    const move = (id: string, amount: bigint) =>
      expected.has(id) && expected.set(id, expected.get(id)! + amount);
    for (const { request, receipt } of acknowledged) {
      if (receipt!.transactionStatus !== 'SUCCESS') continue;
      move(request!.sourceAccountId, -money(receipt!.grandTotalAmount));
      // an own transfer's receipt masks the account number: its request names the account
      const destination =
        request!.type === 'own'
          ? tracked.find((a) => a.id === request!.destinationAccountId)
          : tracked.find((a) => a.number === receipt!.toAccount);
      if (destination) move(destination.id, money(receipt!.transactionAmount));
    }
    for (const account of tracked)
      expect(await balanceOf(t.database.db, account.id), account.number).toBe(expected.get(account.id));
  });
});
