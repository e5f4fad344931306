import { randomUUID } from 'node:crypto';
import type {
  ActivityEvent,
  ActivityKind,
  ActivityLog,
  Beneficiary,
  Favorite,
  LimitChange,
  OtpChallenge,
  OutboxMessage,
  TransferRequestInput,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../src/db/schema/index.ts';
import {
  recordStandingInstructionChange,
  STANDING_INSTRUCTION_KINDS,
  type StandingInstructionChange,
} from '../src/modules/activity/standing-instructions.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import {
  as,
  KARIM,
  latestMessage,
  RAHIM,
  refusal,
  SEED_PASSWORD,
  signIn,
  type Device,
} from './helpers/client.ts';
import { codeFor, receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

const NASRIN = { accountNumber: '1021000000045', mobileNumber: '01911000003', email: 'nasrin@demo.taka' };
const NASRIN_PASSWORD = 'Nasrin#Secret-2026';
const NASRIN_NEW_PASSWORD = 'Nasrin#Fresh-2027';
const R = SEED_ACCOUNTS.rahim;
const K = SEED_ACCOUNTS.karim;

let t: TestApp;
let rahim: Device;
let karim: Device;
/** Every secret the actions below handle: none may appear in any event. */
const secrets: string[] = [SEED_PASSWORD, NASRIN_PASSWORD, NASRIN_NEW_PASSWORD];

beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
  for (const device of [rahim, karim]) secrets.push(device.session.accessToken, device.session.sessionKey);
});
afterAll(() => t.close());

/** Each action a second after the last, so that events sort by time. */
const tick = () => t.clock.advance(1000);

async function logOf(device: Device, query: Record<string, string | string[]> = {}) {
  const response = await as(t.app, device, { method: 'GET', url: '/api/activity-log', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityLog>();
}
const newestOf = async (device: Device) => (await logOf(device)).events[0]!;
const kindsOf = async (device: Device) => (await logOf(device, { size: '100' })).events.map((e) => e.kind);

/** Rahim asks for a code at `url` for `payload`; the code from the outbox, which no event may hold. */
async function rahimsCode(url: string, payload: object) {
  const response = await as(t.app, rahim, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  const { challengeId } = response.json<OtpChallenge>();
  const code = await codeFor(t.app, RAHIM.mobileNumber, challengeId);
  secrets.push(code);
  return { challengeId, code };
}

describe('the activity log records each change with the change', () => {
  it('records a profile change, and nothing for an empty one', async () => {
    tick();
    const patch = (payload: object) =>
      as(t.app, rahim, { method: 'PATCH', url: '/api/common/user', payload });
    expect((await patch({ nickname: 'Rahim bhai' })).statusCode).toBe(200);
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'profile-changed',
      ip: '127.0.0.1',
      details: { nicknameChanged: true, statusChanged: false },
    });
    const before = await kindsOf(rahim);
    tick();
    expect((await patch({})).statusCode).toBe(200);
    expect(await kindsOf(rahim)).toEqual(before);
  });

  it('records the code sent for a beneficiary, its adding, renaming and removal, with the number masked', async () => {
    const beneficiary = { type: 'within_bank', nickname: 'Karim', accountNumber: K.savings.number } as const;
    tick();
    const confirmation = await rahimsCode('/api/beneficiaries/otp', beneficiary);
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'code-sent',
      details: {
        purpose: 'beneficiary.add',
        channel: 'sms',
        sentTo: '017******01',
        beneficiaryType: 'within_bank',
      },
    });
    tick();
    const added = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/beneficiaries',
      payload: { beneficiary, ...confirmation },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<Beneficiary>();
    const masked = { beneficiaryType: 'within_bank', number: `****${K.savings.number.slice(-4)}` };
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'beneficiary-added',
      details: { ...masked, nickname: 'Karim' },
    });

    tick();
    const url = `/api/beneficiaries/${id}`;
    expect((await as(t.app, karim, { method: 'PATCH', url, payload: { nickname: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, karim, { method: 'DELETE', url })).statusCode).toBe(404);
    expect(
      (await as(t.app, rahim, { method: 'PATCH', url, payload: { nickname: 'Karim H' } })).statusCode,
    ).toBe(200);
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'beneficiary-edited',
      details: { ...masked, nickname: 'Karim H' },
    });
    tick();
    expect((await as(t.app, rahim, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await newestOf(rahim)).toMatchObject({ kind: 'beneficiary-removed', details: masked });
    // Karim's refused attempts on Rahim's beneficiary left nothing in either log
    expect(await kindsOf(karim)).toEqual(['sign-in']);
  });

  it("records a transfer's code and a favorite's saving, renaming and removal", async () => {
    const request: TransferRequestInput = {
      type: 'within_bank',
      sourceAccountId: R.savings.id,
      accountNumber: K.savings.number,
      amount: '150',
    };
    tick();
    const { transactionId } = await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, request));
    const codeEvent = (await logOf(rahim, { kind: 'code-sent' })).events[0];
    expect(codeEvent?.details).toEqual({
      purpose: 'transfer',
      channel: 'sms',
      sentTo: '017******01',
      transferType: 'within_bank',
    });
    secrets.push((await latestMessage(t.app, RAHIM.mobileNumber))!.code!);

    tick();
    const saved = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/favorites',
      payload: { name: 'Brother', transactionId, request },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const url = `/api/favorites/${saved.json<Favorite>().id}`;
    const favorite = { transferType: 'within_bank', number: `****${K.savings.number.slice(-4)}` };
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'favorite-added',
      details: { ...favorite, name: 'Brother' },
    });
    tick();
    expect((await as(t.app, rahim, { method: 'PATCH', url, payload: { name: 'Karim' } })).statusCode).toBe(
      200,
    );
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'favorite-changed',
      details: { ...favorite, name: 'Karim' },
    });
    tick();
    expect((await as(t.app, rahim, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await newestOf(rahim)).toMatchObject({ kind: 'favorite-removed', details: favorite });
  });

  it('records a lowered limit at once and a raised one with its code', async () => {
    const lowered: LimitChange = {
      type: 'npsb',
      maxPerTransaction: '2000.00',
      dailyAmount: '3000.00',
      dailyCount: 3,
      monthlyAmount: '5000.00',
    };
    const put = (limit: LimitChange, confirmation = {}) =>
      as(t.app, rahim, {
        method: 'PUT',
        url: '/api/transaction-limits',
        payload: { limit, ...confirmation },
      });
    tick();
    expect((await put(lowered)).statusCode).toBe(200);
    expect(await newestOf(rahim)).toMatchObject({
      kind: 'limit-changed',
      details: { limitType: 'npsb', raised: false, dailyAmount: '3000.00', dailyCount: 3 },
    });
    const raised = { ...lowered, dailyAmount: '4000.00' };
    tick();
    const confirmation = await rahimsCode('/api/transaction-limits/otp', raised);
    tick();
    expect((await put(raised, confirmation)).statusCode).toBe(200);
    const [changed, sent] = (await logOf(rahim)).events;
    expect(changed).toMatchObject({
      kind: 'limit-changed',
      details: { raised: true, dailyAmount: '4000.00' },
    });
    expect(sent).toMatchObject({
      kind: 'code-sent',
      details: { purpose: 'limits.raise', limitType: 'npsb' },
    });
  });

  it("records a guest's codes (sign-up, password reset) and the reset as a password change", async () => {
    const guest = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: '198.51.100.9' });
    const lastCode = async () => {
      const { code } = (await latestMessage(t.app, NASRIN.mobileNumber)) as OutboxMessage;
      secrets.push(code!);
      return code!;
    };
    tick();
    expect((await guest('sign-up', { ...NASRIN, password: NASRIN_PASSWORD })).statusCode).toBe(200);
    expect((await guest('confirm-sign-up', { email: NASRIN.email, code: await lastCode() })).statusCode).toBe(
      200,
    );
    tick();
    expect((await guest('forgot-password', { email: NASRIN.email })).statusCode).toBe(200);
    tick();
    const reset = { email: NASRIN.email, code: await lastCode(), password: NASRIN_NEW_PASSWORD };
    expect((await guest('reset-password', reset)).statusCode).toBe(200);
    tick();
    const nasrin = await signIn(t.app, t.clock, { email: NASRIN.email, password: NASRIN_NEW_PASSWORD });
    secrets.push(nasrin.session.accessToken, nasrin.session.sessionKey);

    const { events } = await logOf(nasrin);
    expect(events.map((e) => [e.kind, e.details])).toEqual([
      ['sign-in', {}],
      ['password-changed', { reset: true }],
      ['code-sent', { purpose: 'reset-password', channel: 'sms', sentTo: '019******03' }],
      ['code-sent', { purpose: 'sign-up', channel: 'sms', sentTo: '019******03' }],
    ]);
    expect(events[1]!.ip).toBe('198.51.100.9');
  });

  it('records what is done to a standing instruction, for the scheduled transfers to call', async () => {
    const instruction = {
      id: randomUUID(),
      transferType: 'within_bank',
      amount: '1500.00',
      frequency: 'monthly',
      payeeNumber: K.savings.number,
    };
    const actor = {
      customerId: KARIM.id,
      sessionId: null,
      client: { ip: '192.0.2.8', userAgent: undefined },
    };
    for (const change of Object.keys(STANDING_INSTRUCTION_KINDS) as StandingInstructionChange[]) {
      tick();
      await t.database.db.transaction((tx) =>
        recordStandingInstructionChange(tx, actor, change, t.clock.now(), instruction),
      );
      expect(await newestOf(karim)).toMatchObject({
        kind: STANDING_INSTRUCTION_KINDS[change],
        ip: '192.0.2.8',
        details: {
          instructionId: instruction.id,
          transferType: 'within_bank',
          amount: '1500.00',
          frequency: 'monthly',
          number: `****${K.savings.number.slice(-4)}`,
        },
      });
    }
  });

  it('shows each customer only their own events, and no secret in any event', async () => {
    const everyKind = new Set<ActivityKind>(await kindsOf(rahim));
    expect(everyKind).toEqual(
      new Set([
        'sign-in',
        'profile-changed',
        'code-sent',
        'beneficiary-added',
        'beneficiary-edited',
        'beneficiary-removed',
        'favorite-added',
        'favorite-changed',
        'favorite-removed',
        'limit-changed',
      ]),
    );
    expect(new Set(await kindsOf(karim))).toEqual(
      new Set(['sign-in', ...Object.values(STANDING_INSTRUCTION_KINDS)]),
    );

    const rows = await t.database.db.select().from(activityEvents);
    // ids are random hex and could hold six digits by chance: what is checked is what an event says
    const said = JSON.stringify(
      rows.map(({ id: _id, sessionId: _session, customerId: _customer, ...rest }) => rest),
    );
    const fullNumbers = [K.savings.number, R.savings.number, RAHIM.mobileNumber, NASRIN.mobileNumber];
    for (const secret of [...secrets, ...fullNumbers]) expect(said).not.toContain(secret);
  });
});

describe('GET /api/activity-log', () => {
  /** Events recorded straight into the log of Karim, at the given times. */
  async function recordForKarim(times: string[], kind: ActivityKind = 'sign-out') {
    await t.database.db
      .insert(activityEvents)
      .values(times.map((at) => ({ customerId: KARIM.id, kind, occurredAt: new Date(at), ip: '192.0.2.1' })));
  }

  it('pages newest first without losing or repeating an event, even among events of the same instant', async () => {
    await recordForKarim(Array.from({ length: 12 }, () => '2025-06-01T10:00:00.000Z'));
    await recordForKarim(Array.from({ length: 9 }, (_, i) => `2025-06-02T10:00:0${i}.000Z`));
    const seen: ActivityEvent[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: ActivityLog = await logOf(karim, {
        size: '5',
        from: '2025-06-01',
        to: '2025-06-02',
        cursor,
      });
      expect(page.events.length).toBeLessThanOrEqual(5);
      seen.push(...page.events);
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(5);
    expect(new Set(seen.map((e) => e.id)).size).toBe(21);
    const times = seen.map((e) => e.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by kinds and by Dhaka calendar days', async () => {
    // 18:30 UTC on 2025-07-01 is half past midnight of 2025-07-02 in Dhaka
    await recordForKarim(['2025-07-01T18:30:00.000Z'], 'lockout');
    await recordForKarim(['2025-07-01T17:59:00.000Z'], 'sign-in-failed');
    const day = (date: string) => logOf(karim, { from: date, to: date });
    expect((await day('2025-07-02')).events.map((e) => e.kind)).toEqual(['lockout']);
    expect((await day('2025-07-01')).events.map((e) => e.kind)).toEqual(['sign-in-failed']);

    const both = ['lockout', 'sign-in-failed'];
    expect((await logOf(karim, { kind: both.join(',') })).events.map((e) => e.kind)).toEqual(both);
    expect((await logOf(karim, { kind: both })).events.map((e) => e.kind)).toEqual(both);
    expect((await logOf(karim, { kind: 'lockout', from: '2025-07-03' })).events).toEqual([]);
    // cleared filters are no filters: a first page of the default size, and more after it
    const unfiltered = await logOf(karim, { kind: '', from: '' });
    expect(unfiltered.events).toHaveLength(20);
    expect(unfiltered.nextCursor).not.toBeNull();
  });

  it.each([
    [{ kind: 'sign-in,nonsense' }, 'kind.1', 'activity.kindUnknown'],
    [{ from: '2025-07-02', to: '2025-07-01' }, 'from', 'activity.fromAfterTo'],
    [{ from: '2025-02-30' }, 'from', expect.any(String)],
    [{ to: '0000-01-01' }, 'to', expect.any(String)],
    [{ cursor: '12.not-a-uuid' }, 'cursor', 'activity.cursorInvalid'],
    [{ size: '0' }, 'size', 'activity.sizeInvalid'],
    [{ size: '500' }, 'size', 'activity.sizeInvalid'],
  ])('refuses the bad filter %o with 400 naming the field', async (query, field, message) => {
    const response = await as(t.app, karim, { method: 'GET', url: '/api/activity-log', query });
    expect(refusal(response)).toEqual([400, 'VALIDATION_FAILED']);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('is for signed-in customers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/activity-log' })).statusCode).toBe(401);
  });
});
