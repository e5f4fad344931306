import { StandingInstructionSchema, type OtpChallenge, type ScheduledTransferInput } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_MS } from '../src/modules/schedules/scheduler.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, refusal } from './helpers/client.ts';
import { codeFor, SEED_ACCOUNTS } from './helpers/money.ts';
import {
  DAY,
  HOUR,
  instructionOf,
  requestSetupCode,
  runsOf,
  schedulingKit,
  setUpInstruction,
  toKarim,
  transfersWith,
} from './helpers/schedules.ts';

/**
 * Standing instructions (decision 028): set up with a code bound to the request and its schedule, another
 * customer's a 404, paused, resumed, changed and cancelled; the development route that runs them for one customer.
 * Runs themselves: standing-runs.test.ts.
 */
let a: TestApp;
beforeAll(async () => {
  a = await startTestApp();
});
afterAll(() => a.close());

const { now, later, moveTo, tick, customer, unique, payLater, post } = schedulingKit(() => a);

describe('setting up', () => {
  it('takes the code sent for exactly that request and schedule, and lists the instruction with its next run', async () => {
    const c = await customer();
    const startAt = later(DAY);
    const instruction = await setUpInstruction(a.app, c, {
      request: toKarim(c, '1200', 'rent'),
      schedule: {
        startAt: startAt.toISOString(),
        repeat: { frequency: 'monthly', end: { type: 'count', count: 12 } },
      },
    });
    expect(instruction).toMatchObject({
      type: 'within_bank',
      amount: '1200.00',
      status: 'ACTIVE',
      nextRunAt: startAt.toISOString(),
      payee: { number: SEED_ACCOUNTS.karim.savings.number, name: 'Karim Hossain' },
      schedule: { repeat: { frequency: 'monthly', end: { type: 'count', count: 12 } } },
    });
    expect(await instructionOf(a.app, c, instruction.id)).toEqual(instruction);
    expect(await runsOf(a.app, c, instruction.id)).toEqual([]);
    // the code said what it authorises: the amount of each payment, to whom, and that it repeats, how often and how long
    const sms = await latestMessage(a.app, c.mobileNumber);
    expect(sms?.text).toMatch(
      /to send ৳1,200\.00 to Karim Hossain \(1021000000037\)\. Schedule: Monthly from \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M, 12 times\. Ref /,
    );
  });

  it('refuses the code when the schedule changed after it was sent', async () => {
    const c = await customer();
    const asked = payLater(c, '300', unique());
    const otp = await requestSetupCode(a.app, c, asked);
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(a.app, c.mobileNumber, challengeId);
    const changed = { ...asked, schedule: { startAt: later(2 * HOUR).toISOString() } };
    const response = await post(c, '', { ...changed, challengeId, code });
    expect(refusal(response)).toEqual([400, 'OTP_PAYLOAD_MISMATCH']);
    expect((await as(a.app, c.device, { method: 'GET', url: '/api/standing-instructions' })).json()).toEqual({
      instructions: [],
    });
  });

  it('refuses a first run that is not in the future and an end before it', async () => {
    const c = await customer();
    expect(refusal(await requestSetupCode(a.app, c, payLater(c, '300', 'x', later(-MINUTE))))).toEqual([
      422,
      'SCHEDULE_IN_PAST',
    ]);
    const endsEarly: ScheduledTransferInput = {
      request: toKarim(c, '300', 'x'),
      schedule: {
        startAt: later(3 * DAY).toISOString(),
        repeat: { frequency: 'daily', end: { type: 'until', date: '2000-01-01' } },
      },
    };
    expect(refusal(await requestSetupCode(a.app, c, endsEarly))).toEqual([422, 'SCHEDULE_ENDS_BEFORE_START']);
  });

  it("answers 404 for another customer's instruction", async () => {
    const owner = await customer();
    const other = await customer();
    const { id } = await setUpInstruction(a.app, owner, payLater(owner, '300', unique()));
    const get = await as(a.app, other.device, {
      method: 'GET',
      url: `/api/standing-instructions/${id}/runs`,
    });
    expect(refusal(get)).toEqual([404, 'NOT_FOUND']);
    for (const action of ['pause', 'cancel'])
      expect(refusal(await post(other, `/${id}/${action}`))).toEqual([404, 'NOT_FOUND']);
    expect(refusal(await post(other, `/${id}/amount/otp`, { amount: '10' }))).toEqual([404, 'NOT_FOUND']);
    expect((await instructionOf(a.app, owner, id))?.id).toBe(id);
  });
});

describe('pausing, resuming, changing and cancelling', () => {
  it('never runs while paused, and resumes at its first occurrence after now', async () => {
    const c = await customer();
    const remarks = unique();
    const { id, nextRunAt } = await setUpInstruction(a.app, c, {
      request: toKarim(c, '60', remarks),
      schedule: {
        startAt: later(HOUR).toISOString(),
        repeat: { frequency: 'daily', end: { type: 'never' } },
      },
    });
    expect((await post(c, `/${id}/pause`)).json()).toMatchObject({ status: 'PAUSED' });
    moveTo(new Date(new Date(nextRunAt!).getTime() + 2 * DAY));
    await tick();
    expect(await transfersWith(a.app, remarks)).toBe(0);
    await c.refresh();
    const resumed = StandingInstructionSchema.parse((await post(c, `/${id}/resume`)).json());
    expect(resumed.status).toBe('ACTIVE');
    expect(new Date(resumed.nextRunAt!).getTime()).toBe(new Date(nextRunAt!).getTime() + 3 * DAY);
    expect(refusal(await post(c, `/${id}/resume`))).toEqual([409, 'STANDING_INSTRUCTION_STATUS']);
  });

  it('never runs once cancelled, its retry included', async () => {
    const c = await customer('10.00');
    const remarks = unique();
    const { id, nextRunAt } = await setUpInstruction(a.app, c, payLater(c, '500', remarks));
    moveTo(new Date(nextRunAt!));
    await tick();
    await c.refresh();
    expect((await post(c, `/${id}/cancel`)).json()).toMatchObject({ status: 'CANCELLED', nextRunAt: null });
    a.clock.advance(RETRY_AFTER_MS);
    await tick();
    await c.refresh();
    expect((await runsOf(a.app, c, id)).map((run) => run.status)).toEqual(['SKIPPED', 'FAIL']);
    expect(refusal(await post(c, `/${id}/pause`))).toEqual([409, 'STANDING_INSTRUCTION_STATUS']);
  });

  it('changes the amount only with the code sent for exactly that amount, and runs with it', async () => {
    const c = await customer();
    const remarks = unique();
    const { id, nextRunAt } = await setUpInstruction(a.app, c, payLater(c, '500', remarks));
    const otp = await post(c, `/${id}/amount/otp`, { amount: '700' });
    expect(otp.statusCode, otp.body).toBe(200);
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(a.app, c.mobileNumber, challengeId);
    expect((await latestMessage(a.app, c.mobileNumber))?.text).toMatch(
      /to send ৳700\.00 to .+\. Schedule: Once on /,
    );
    const put = (amount: string) =>
      as(a.app, c.device, {
        method: 'PUT',
        url: `/api/standing-instructions/${id}/amount`,
        payload: { amount, challengeId, code },
      });
    expect(refusal(await put('800'))).toEqual([400, 'OTP_PAYLOAD_MISMATCH']);
    const changed = await put('700');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: '700.00' });
    moveTo(new Date(nextRunAt!));
    await tick();
    await c.refresh();
    expect((await runsOf(a.app, c, id))[0]?.receipt).toMatchObject({ transactionAmount: '700.00' });
  });
});

describe('the activity log', () => {
  it("holds each change the customer made, with the payee's number masked, and each code sent", async () => {
    const c = await customer();
    const { id } = await setUpInstruction(a.app, c, payLater(c, '500', unique()));
    await post(c, `/${id}/pause`);
    await post(c, `/${id}/resume`);
    const { challengeId } = (await post(c, `/${id}/amount/otp`, { amount: '700' })).json<OtpChallenge>();
    const code = await codeFor(a.app, c.mobileNumber, challengeId);
    await as(a.app, c.device, {
      method: 'PUT',
      url: `/api/standing-instructions/${id}/amount`,
      payload: { amount: '700', challengeId, code },
    });
    await post(c, `/${id}/cancel`);
    await c.refresh();

    const log = await as(a.app, c.device, { method: 'GET', url: '/api/activity-log', query: { size: '50' } });
    const events: { kind: string; details: Record<string, unknown> }[] = log.json().events;
    // One instant (the test clock stands still): the order among them is the ids'.
    const change = (kind: string) => events.find((event) => event.kind === `standing-instruction-${kind}`);
    const kinds = events
      .map((event) => event.kind)
      .filter((kind) => kind.startsWith('standing-instruction-'));
    expect(kinds.sort()).toEqual(
      ['amount-changed', 'cancelled', 'paused', 'resumed', 'set-up'].map(
        (kind) => `standing-instruction-${kind}`,
      ),
    );
    const karim = SEED_ACCOUNTS.karim.savings.number;
    expect(change('amount-changed')!.details).toMatchObject({
      instructionId: id,
      amount: '700.00',
      number: `****${karim.slice(-4)}`,
    });
    expect(change('set-up')!.details).toMatchObject({ amount: '500.00', transferType: 'within_bank' });
    expect(JSON.stringify(events)).not.toContain(karim);
    expect(JSON.stringify(events)).not.toContain(code);
    const codesSent = events.filter(
      (event) => event.kind === 'code-sent' && event.details.standingInstruction,
    );
    expect(codesSent).toHaveLength(2);
  });
});

describe('the development route', () => {
  it("runs the scheduler as of another time for the calling customer's instructions only", async () => {
    const [mine, theirs] = [await customer(), await customer()];
    const at = later(HOUR);
    const [own, other] = [unique(), unique()];
    await setUpInstruction(a.app, mine, payLater(mine, '30', own, at));
    await setUpInstruction(a.app, theirs, payLater(theirs, '30', other, at));
    const asOf = new Date(at.getTime() + MINUTE).toISOString();
    const response = await as(a.app, mine.device, {
      method: 'POST',
      url: '/api/dev/schedules/run',
      payload: { asOf },
    });
    expect(response.json()).toEqual({ executed: 1 });
    expect([await transfersWith(a.app, own), await transfersWith(a.app, other)]).toEqual([1, 0]);
    expect(now().getTime()).toBeLessThan(at.getTime());
  });
});
