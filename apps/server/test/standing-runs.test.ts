import { sql } from 'drizzle-orm';
import { StandingInstructionSchema } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimDueRuns,
  materializeDue,
  postRun,
  RETRY_AFTER_MS,
  RUN_LEASE_MS,
} from '../src/modules/schedules/scheduler.ts';
import { reconcileNetworks } from '../src/modules/transactions/reconcile.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn } from './helpers/client.ts';
import { balanceOf, rows, SEED_ACCOUNTS, transfer } from './helpers/money.ts';
import {
  DAY,
  HOUR,
  instructionOf,
  runsOf,
  schedulingKit,
  setUpInstruction,
  toKarim,
  transfersWith,
} from './helpers/schedules.ts';

/**
 * Runs of standing instructions (decision 028), driven by a test clock over two instances on one database: exactly
 * once however many instances claim them and whatever stops between posting and marking; month ends; catch-up;
 * failures with their retry; limits as they are at run time; the scheduler loop.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ database: a.database, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const { now, later, moveTo, tick, customer, unique, payLater } = schedulingKit(() => a);

describe('running', () => {
  it('runs once at its time as an ordinary transfer with its receipt, and not again', async () => {
    const c = await customer();
    const remarks = unique();
    const before = await balanceOf(a.app.db, c.accounts[0]!.id);
    const instruction = await setUpInstruction(a.app, c, payLater(c, '750', remarks));
    const mine = { customerId: c.customerId };
    expect((await tick(a, mine)).executed).toBe(0);
    moveTo(new Date(instruction.nextRunAt!));
    expect((await tick(a, mine)).executed).toBe(1);
    expect((await tick(a, mine)).executed).toBe(0);
    await c.refresh();
    const [run, ...more] = await runsOf(a.app, c, instruction.id);
    expect(more).toEqual([]);
    expect(run).toMatchObject({ status: 'SUCCESS', attempt: 1, failureCode: null });
    expect(run!.receipt).toMatchObject({
      transactionAmount: '750.00',
      remarks,
      transactionStatus: 'SUCCESS',
    });
    expect(await transfersWith(a.app, remarks)).toBe(1);
    expect(await balanceOf(a.app.db, c.accounts[0]!.id)).toBe(before - 75_000n);
    expect(await instructionOf(a.app, c, instruction.id)).toMatchObject({
      status: 'COMPLETED',
      nextRunAt: null,
    });
  });

  it('runs exactly once when two instances claim the same due runs at the same time', async () => {
    const c = await customer();
    const remarks = Array.from({ length: 5 }, unique);
    const at = later(HOUR);
    const made = [];
    for (const r of remarks) made.push(await setUpInstruction(a.app, c, payLater(c, '100', r, at)));
    moveTo(at);
    const mine = { customerId: c.customerId };
    const passes = await Promise.all([tick(a, mine), tick(b, mine), tick(a, mine), tick(b, mine)]);
    expect(passes.reduce((sum, pass) => sum + pass.executed, 0)).toBe(5);
    for (const r of remarks) expect(await transfersWith(a.app, r)).toBe(1);
    await c.refresh();
    for (const { id } of made)
      expect((await runsOf(a.app, c, id)).map((run) => run.status)).toEqual(['SUCCESS']);
  });

  it('posts no second debit when an instance stops between posting a run and marking it', async () => {
    const c = await customer();
    const remarks = unique();
    const before = await balanceOf(a.app.db, c.accounts[0]!.id);
    const instruction = await setUpInstruction(a.app, c, payLater(c, '400', remarks));
    moveTo(new Date(instruction.nextRunAt!));
    await materializeDue(a.app.db, now(), { customerId: c.customerId });
    const [claimed] = await claimDueRuns(a.app.db, now(), { customerId: c.customerId });
    const posted = await postRun(a.app.money, claimed!);
    // The instance dies here: the run is posted, not marked. Another one starts on the same database.
    const restarted = await startTestApp({ database: a.database, clock: a.clock });
    try {
      expect((await tick(restarted, { customerId: c.customerId })).executed).toBe(0);
      a.clock.advance(RUN_LEASE_MS + 1);
      expect((await tick(restarted, { customerId: c.customerId })).executed).toBe(1);
    } finally {
      await restarted.close();
    }
    expect(await transfersWith(a.app, remarks)).toBe(1);
    expect(await balanceOf(a.app.db, c.accounts[0]!.id)).toBe(before - 40_000n);
    await c.refresh();
    const runs = await runsOf(a.app, c, instruction.id);
    expect(runs.map((run) => [run.status, run.receipt?.transactionId])).toEqual([
      ['SUCCESS', posted.body.transactionId],
    ]);
  });

  it('runs monthly on the 31st on the last day of February', async () => {
    const c = await customer();
    const year = new Date(now()).getUTCFullYear() + 1;
    const first = new Date(`${year}-01-31T09:00:00+06:00`);
    const instruction = await setUpInstruction(a.app, c, {
      request: toKarim(c, '100', unique()),
      schedule: {
        startAt: first.toISOString(),
        repeat: { frequency: 'monthly', end: { type: 'count', count: 2 } },
      },
    });
    moveTo(first);
    await tick();
    const february = new Date(`${year}-02-28T09:00:00+06:00`);
    await c.refresh();
    expect(await instructionOf(a.app, c, instruction.id)).toMatchObject({
      nextRunAt: february.toISOString(),
    });
    moveTo(february);
    await tick();
    await c.refresh();
    expect((await runsOf(a.app, c, instruction.id)).map((run) => [run.dueAt, run.status])).toEqual([
      [february.toISOString(), 'SUCCESS'],
      [first.toISOString(), 'SUCCESS'],
    ]);
    expect(await instructionOf(a.app, c, instruction.id)).toMatchObject({ status: 'COMPLETED', runsMade: 2 });
  });

  it('catches up once for the days missed while no server ran', async () => {
    const c = await customer();
    const remarks = unique();
    const instruction = await setUpInstruction(a.app, c, {
      request: toKarim(c, '50', remarks),
      schedule: {
        startAt: later(HOUR).toISOString(),
        repeat: { frequency: 'daily', end: { type: 'never' } },
      },
    });
    moveTo(new Date(new Date(instruction.nextRunAt!).getTime() + 4 * DAY + HOUR));
    await tick();
    await tick();
    expect(await transfersWith(a.app, remarks)).toBe(1);
    await c.refresh();
    const listed = StandingInstructionSchema.parse(await instructionOf(a.app, c, instruction.id));
    expect(new Date(listed.nextRunAt!).getTime()).toBe(new Date(instruction.nextRunAt!).getTime() + 5 * DAY);
    expect(listed).toMatchObject({ status: 'ACTIVE', runsMade: 1 });
  });
});

describe('failing', () => {
  it('fails for want of funds with its reason, tells the customer, and succeeds an hour later once funded', async () => {
    const c = await customer('100.00');
    const remarks = unique();
    const instruction = await setUpInstruction(a.app, c, payLater(c, '500', remarks));
    moveTo(new Date(instruction.nextRunAt!));
    await tick();
    await c.refresh();
    const [retry, failed] = await runsOf(a.app, c, instruction.id);
    expect(failed).toMatchObject({
      attempt: 1,
      status: 'FAIL',
      failureCode: 'INSUFFICIENT_FUNDS',
      receipt: null,
    });
    expect(retry).toMatchObject({ attempt: 2, status: 'PENDING' });
    expect(new Date(retry!.runAt).getTime()).toBe(now().getTime() + RETRY_AFTER_MS);
    const [notice] = await rows<{ message_title: string; message_text: string }>(
      a.app.db,
      sql`select message_title, message_text from notifications where customer_id = ${c.customerId}
        and message_title = 'Scheduled transfer failed'`,
    );
    expect(notice?.message_text).toContain('try again in an hour');

    const rahim = await signIn(a.app, a.clock, { email: RAHIM.email });
    const funding = await transfer(a.app, rahim, RAHIM.mobileNumber, {
      type: 'within_bank',
      sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
      accountNumber: c.accounts[0]!.number,
      amount: '1000',
    });
    expect(funding.statusCode, funding.body).toBe(200);
    const mine = { customerId: c.customerId };
    expect((await tick(a, mine)).executed).toBe(0);
    a.clock.advance(RETRY_AFTER_MS);
    expect((await tick(a, mine)).executed).toBe(1);
    expect(await transfersWith(a.app, remarks)).toBe(1);
    expect(await balanceOf(a.app.db, c.accounts[0]!.id)).toBe(60_000n);
    await c.refresh();
    expect((await runsOf(a.app, c, instruction.id)).map((run) => run.status)).toEqual(['SUCCESS', 'FAIL']);
  });

  it('fails when the network refuses it at clearing (BEFTN), and is tried again an hour later', async () => {
    const c = await customer();
    const branches = await as(a.app, c.device, { method: 'GET', url: '/api/banks/060/branches' });
    const remarks = unique();
    const instruction = await setUpInstruction(a.app, c, {
      request: {
        type: 'beftn',
        sourceAccountId: c.accounts[0]!.id,
        routingNumber: branches.json().branches[0].routingNumber,
        accountNumber: '3051230000', // the simulated network rejects accounts ending 0000
        accountName: 'Farhana Islam',
        amount: '500',
        remarks,
      },
      schedule: { startAt: later(HOUR).toISOString() },
    });
    const mine = { customerId: c.customerId };
    moveTo(new Date(instruction.nextRunAt!));
    expect((await tick(a, mine)).executed).toBe(1);
    await c.refresh();
    expect((await runsOf(a.app, c, instruction.id))[0]).toMatchObject({ attempt: 1, status: 'PROCESSING' });

    a.clock.advance(DAY); // past a clearing window, where the network answers
    expect((await reconcileNetworks(a.app.money, now())).reversed).toBeGreaterThanOrEqual(1);
    await Promise.all([tick(a, mine), tick(b, mine)]);
    await c.refresh();
    const [retry, failed, ...more] = await runsOf(a.app, c, instruction.id);
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      attempt: 1,
      status: 'FAIL',
      failureCode: 'NETWORK_REJECTED',
      receipt: { transactionStatus: 'REVERSE' },
    });
    expect(retry).toMatchObject({ attempt: 2, status: 'PENDING' });
    expect(new Date(retry!.runAt).getTime()).toBe(now().getTime() + RETRY_AFTER_MS);
    const notices = await rows<{ n: number }>(
      a.app.db,
      sql`select count(*)::int as n from notifications where customer_id = ${c.customerId}
        and message_title = 'Scheduled transfer failed'`,
    );
    expect(notices[0]!.n).toBe(1);
  });

  it('leaves PROCESSING once the network settles it at clearing (BEFTN)', async () => {
    const c = await customer();
    const branches = await as(a.app, c.device, { method: 'GET', url: '/api/banks/060/branches' });
    const instruction = await setUpInstruction(a.app, c, {
      request: {
        type: 'beftn',
        sourceAccountId: c.accounts[0]!.id,
        routingNumber: branches.json().branches[0].routingNumber,
        accountNumber: '3051234567',
        accountName: 'Farhana Islam',
        amount: '500',
        remarks: unique(),
      },
      schedule: { startAt: later(HOUR).toISOString() },
    });
    const mine = { customerId: c.customerId };
    moveTo(new Date(instruction.nextRunAt!));
    await tick(a, mine);
    const statusOfRun = async () =>
      (
        await rows<{ status: string }>(
          a.app.db,
          sql`select status from standing_runs where instruction_id = ${instruction.id}`,
        )
      ).map((run) => run.status);
    expect(await statusOfRun()).toEqual(['PROCESSING']);
    a.clock.advance(DAY);
    await reconcileNetworks(a.app.money, now());
    await tick(a, mine);
    expect(await statusOfRun()).toEqual(['SUCCESS']);
  });

  it('meets the limits as they are when it runs, not when it was set up', async () => {
    const c = await customer();
    const instruction = await setUpInstruction(a.app, c, payLater(c, '3000', unique()));
    const lowered = await as(a.app, c.device, {
      method: 'PUT',
      url: '/api/transaction-limits',
      payload: {
        limit: {
          type: 'within_bank',
          maxPerTransaction: '2000.00',
          dailyAmount: '3000.00',
          dailyCount: 3,
          monthlyAmount: '5000.00',
        },
      },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    moveTo(new Date(instruction.nextRunAt!));
    await tick();
    await c.refresh();
    const runs = await runsOf(a.app, c, instruction.id);
    expect(runs.at(-1)).toMatchObject({ status: 'FAIL', failureCode: 'LIMIT_PER_TRANSACTION' });
  });
});

describe('the scheduler loop', () => {
  it('runs what is due by itself, every SCHEDULER_INTERVAL_MS', async () => {
    const looping = await startTestApp({
      database: a.database,
      clock: a.clock,
      env: { SCHEDULER_INTERVAL_MS: '50' },
    });
    try {
      const c = await customer();
      const remarks = unique();
      const { nextRunAt } = await setUpInstruction(a.app, c, payLater(c, '20', remarks));
      moveTo(new Date(nextRunAt!));
      await expect.poll(() => transfersWith(a.app, remarks)).toBe(1);
    } finally {
      await looping.close();
    }
  });
});
