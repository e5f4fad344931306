import { randomUUID } from 'node:crypto';
import type { OtpChallenge, TransferRequestInput } from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { activityRowJson } from '../src/modules/activity/record.ts';
import { limitPeriods } from '../src/modules/limits/periods.ts';
import { OTP_LIFETIME_MS } from '../src/modules/otp/one-time-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, MINUTE } from './helpers/app.ts';
import { as, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { challenge, execute, requestCode, rows, SEED_ACCOUNTS } from './helpers/money.ts';

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
  amount: '100',
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
describe('transfer codes', () => {
  it('go to the customer mobile, masked in the answer, naming amount and payee', async () => {
    const response = await requestCode(t.app, rahim, request);
    expect(response.statusCode).toBe(200);
    expect(response.json<OtpChallenge>().sentTo).toBe('017******01');
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { to: RAHIM.mobileNumber },
    });
    expect(outbox.json().messages[0].text).toContain('৳100.00 to Karim Hossain (1021000000037)');
  });

  it('are refused when the amount or the payee changed after they were issued', async () => {
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    const amount = await execute(t.app, rahim, {
      request: { ...request, amount: '1000' },
      challengeId,
      code,
    });
    expect(refusal(amount)).toEqual([400, 'OTP_PAYLOAD_MISMATCH']);
    const payee = await execute(t.app, rahim, {
      request: { ...request, accountNumber: SEED_ACCOUNTS.nasrin.savings.number },
      challengeId,
      code,
    });
    expect(refusal(payee)).toEqual([400, 'OTP_PAYLOAD_MISMATCH']);
    // the untouched transfer still goes through with the same code
    expect((await execute(t.app, rahim, { request, challengeId, code })).statusCode).toBe(200);
  });

  it('are single use', async () => {
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    expect((await execute(t.app, rahim, { request, challengeId, code })).statusCode).toBe(200);
    expect(refusal(await execute(t.app, rahim, { request, challengeId, code }))).toEqual([
      400,
      'OTP_INVALID',
    ]);
  });

  it('expire after 5 minutes', async () => {
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    t.clock.advance(4 * MINUTE);
    await as(t.app, rahim, { method: 'GET', url: '/api/accounts' }); // keeps the session from idling
    t.clock.advance(MINUTE);
    expect(refusal(await execute(t.app, rahim, { request, challengeId, code }))).toEqual([
      400,
      'OTP_EXPIRED',
    ]);
  });

  it('allow 5 wrong tries; the 6th try is refused even with the right code', async () => {
    const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    for (let i = 0; i < 5; i++) {
      const wrong = await execute(t.app, rahim, { request, challengeId, code: otherCode(code) });
      expect(refusal(wrong)).toEqual([400, 'OTP_INVALID']);
    }
    expect(refusal(await execute(t.app, rahim, { request, challengeId, code }))).toEqual([
      429,
      'OTP_ATTEMPTS_EXCEEDED',
    ]);
  });

  it('belong to the session they were issued in, and a new code replaces the previous one', async () => {
    const first = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    const otherDevice = await signIn(t.app, t.clock, { email: RAHIM.email });
    expect(refusal(await execute(t.app, otherDevice, { request, ...first }))).toEqual([400, 'OTP_INVALID']);
    await challenge(t.app, rahim, RAHIM.mobileNumber, request);
    expect(refusal(await execute(t.app, rahim, { request, ...first }))).toEqual([400, 'OTP_INVALID']);
  });

  it('are not sent for a transfer that would be refused now', async () => {
    const tooMuch = await requestCode(t.app, rahim, { ...request, amount: '9999999' });
    expect(refusal(tooMuch)).toEqual([422, 'LIMIT_PER_TRANSACTION']);
    const broke = await requestCode(t.app, rahim, { ...request, amount: '450000' });
    expect(refusal(broke)).toEqual([422, 'INSUFFICIENT_FUNDS']);
  });

  it('are stored without waiting for the WAL flush, in their own transaction only (decision 013)', async () => {
    const synchronousCommit = async (db: typeof t.database.db) => {
      const [row] = await rows<{ value: string }>(
        db,
        sql`select current_setting('synchronous_commit') as value`,
      );
      return row!.value;
    };
    const issue = (db: typeof t.database.db, amount: string) => {
      const now = new Date();
      const code = {
        id: randomUUID(),
        customer_id: RAHIM.id,
        purpose: 'transfer',
        session_id: randomUUID(),
        payload_hash: 'payload',
        code_hash: 'hash',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + OTP_LIFETIME_MS).toISOString(),
      };
      const limit = { type: 'within_bank', amount, ...limitPeriods(now) };
      const event = activityRowJson({
        customerId: RAHIM.id,
        kind: 'code-sent',
        at: now,
        client: { ip: '127.0.0.1', userAgent: undefined },
      });
      return rows<{ refusal: string | null }>(
        db,
        sql`select transfer_code_issue(${JSON.stringify(code)}::jsonb, ${JSON.stringify(limit)}::jsonb,
          ${R.savings.id}::uuid, ${amount}::bigint, ${event}::jsonb) as refusal`,
      );
    };
    const settings = await t.database.db.transaction(async (tx) => {
      const before = await synchronousCommit(tx);
      const [refused] = await issue(tx, '45000000');
      const afterRefusal = await synchronousCommit(tx);
      const [issued] = await issue(tx, '10000');
      return { before, refused, afterRefusal, issued, afterIssue: await synchronousCommit(tx) };
    });
    expect(settings).toEqual({
      before: 'on',
      refused: { refusal: 'INSUFFICIENT_FUNDS' },
      afterRefusal: 'on',
      issued: { refusal: null },
      afterIssue: 'off',
    });
    // the next transaction on the connection (the only one on PGlite, the last one released in the pool) waits again
    expect(await t.database.db.transaction((tx) => synchronousCommit(tx))).toBe('on');
  });
});
