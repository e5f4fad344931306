import { randomUUID } from 'node:crypto';
import type { TransferRequestInput } from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkAdapter } from '../src/modules/networks/adapters.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import { balanceOf, challenge, execute, expectLedgerConsistent, SEED_ACCOUNTS } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
});
afterAll(() => t.close());

const { rahim: R, karim: K } = SEED_ACCOUNTS;
const request: TransferRequestInput = {
  type: 'within_bank',
  sourceAccountId: R.savings.id,
  accountNumber: K.savings.number,
  amount: '777.77',
};

const journalCount = async () =>
  Number(
    ((await t.database.db.execute(sql`select count(*)::int as n from journals`)) as { rows: { n: number }[] })
      .rows[0]!.n,
  );

describe('Idempotency-Key', () => {
  it('sent 20 times at once makes one journal and 20 identical answers', async () => {
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    const [journalsBefore, balanceBefore] = [
      await journalCount(),
      await balanceOf(t.database.db, R.savings.id),
    ];
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => execute(t.app, rahim, { request, challengeId, code }, key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await journalCount()).toBe(journalsBefore + 1);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(balanceBefore - 77_777n);

    const other = await execute(
      t.app,
      rahim,
      { request: { ...request, amount: '1.00' }, challengeId, code },
      key,
    );
    expect([other.statusCode, other.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await journalCount()).toBe(journalsBefore + 1);
  });

  it('answers 409 while the first request with the key is still in flight, then replays its answer', async () => {
    const npsb = t.app.money.networks.get('npsb')!;
    let release!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const submitted = new Promise<void>((resolve) => (entered = resolve));
    const held: NetworkAdapter = {
      submit: async (order) => {
        entered();
        await gate;
        return npsb.submit(order);
      },
      enquire: (order) => npsb.enquire(order),
    };
    t.app.money.networks.set('npsb', held);
    try {
      const branch = (
        await t.app.inject({ method: 'GET', url: '/api/banks/090/branches', headers: rahim.headers() })
      ).json().branches[0];
      const npsbRequest: TransferRequestInput = {
        type: 'npsb',
        sourceAccountId: R.current.id,
        routingNumber: branch.routingNumber,
        accountNumber: '7012345678',
        accountName: 'Tanvir Ahmed',
        amount: '150',
      };
      const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, npsbRequest);
      const key = randomUUID();
      const first = execute(t.app, rahim, { request: npsbRequest, challengeId, code }, key);
      await submitted; // debited, the network has not answered yet
      const duplicate = await execute(t.app, rahim, { request: npsbRequest, challengeId, code }, key);
      expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'IDEMPOTENCY_IN_FLIGHT']);
      release();
      const answered = await first;
      expect(answered.statusCode).toBe(200);
      expect(answered.json().transactionStatus).toBe('SUCCESS');
      const replay = await execute(t.app, rahim, { request: npsbRequest, challengeId, code }, key);
      expect([replay.statusCode, replay.body]).toEqual([200, answered.body]);
    } finally {
      t.app.money.networks.set('npsb', npsb);
    }
  });

  it('is not kept by a refused request: the same key works once the request is right', async () => {
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    const key = randomUUID();
    const wrong = await execute(
      t.app,
      rahim,
      { request, challengeId, code: code === '000000' ? '111111' : '000000' },
      key,
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'OTP_INVALID']);
    const right = await execute(t.app, rahim, { request, challengeId, code }, key);
    expect(right.statusCode, right.body).toBe(200);
    await expectLedgerConsistent(t.database.db);
  });

  it('replays a paid bill to its retry, though the bill it paid is no longer due', async () => {
    const due = await as(t.app, rahim, { method: 'GET', url: '/api/billers/desco/bills/30112345' });
    expect(due.statusCode, due.body).toBe(200);
    const bill: TransferRequestInput = {
      type: 'bill',
      sourceAccountId: R.savings.id,
      billerCode: 'desco',
      customerNumber: '30112345',
      billNumber: due.json().billNumber,
      amount: due.json().amountDue,
    };
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, bill);
    const key = randomUUID();
    const paid = await execute(t.app, rahim, { request: bill, challengeId, code }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    const retried = await execute(t.app, rahim, { request: bill, challengeId, code }, key);
    expect([retried.statusCode, retried.body]).toEqual([200, paid.body]);
    const otherKey = await execute(t.app, rahim, { request: bill, challengeId, code }, randomUUID());
    expect([otherKey.statusCode, otherKey.json().code]).toEqual([409, 'BILL_ALREADY_PAID']);
  });
});
