import {
  TransactionLimitListSchema,
  TransactionLimitSchema,
  TransferQuoteSchema,
  type LimitChange,
  type OtpChallenge,
  type TransferRequestInput,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestClock, type TestApp } from './helpers/app.ts';
import { as, RAHIM, signIn, type Device } from './helpers/client.ts';
import { codeFor, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
beforeAll(async () => {
  // the middle of a month, 10:00 in Dhaka: the next day is in the same month
  t = await startTestApp({ clock: new TestClock(new Date('2026-05-12T04:00:00Z')) });
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
});
afterAll(() => t.close());

const { rahim: R, karim: K } = SEED_ACCOUNTS;
const toKarim = (amount: string): TransferRequestInput => ({
  type: 'within_bank',
  sourceAccountId: R.savings.id,
  accountNumber: K.savings.number,
  amount,
});
const send = async (amount: string, device = rahim) => {
  const response = await transfer(t.app, device, RAHIM.mobileNumber, toKarim(amount));
  return response.statusCode === 200 ? 'ok' : response.json().code;
};
const limits = async () =>
  TransactionLimitListSchema.parse(
    (await as(t.app, rahim, { method: 'GET', url: '/api/transaction-limits' })).json(),
  ).limits;
const withinBank = async () => (await limits()).find((l) => l.type === 'within_bank')!;
const put = (limit: LimitChange, confirmation: { challengeId?: string; code?: string } = {}) =>
  as(t.app, rahim, { method: 'PUT', url: '/api/transaction-limits', payload: { limit, ...confirmation } });

const lowered: LimitChange = {
  type: 'within_bank',
  maxPerTransaction: '2000.00',
  dailyAmount: '3000.00',
  dailyCount: 3,
  monthlyAmount: '5000.00',
};
const nextDay = async () => {
  t.clock.advance(24 * 60 * 60 * 1000);
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
};

describe('transaction limits', () => {
  it('lists every type with the bank minimum, ceiling and usage', async () => {
    const all = await limits();
    expect(all.map((l) => l.type)).toEqual([
      'own',
      'within_bank',
      'npsb',
      'beftn',
      'mfs',
      'recharge',
      'bill',
      'club_bill',
      'insurance_premium',
      'internet_bill',
      'tuition_fee',
      'prepaid_electricity',
      'visa_payment',
    ]);
    expect(all.find((l) => l.type === 'within_bank')).toMatchObject({
      minimum: '10.00',
      maxPerTransaction: '500000.00',
      ceiling: { maxPerTransaction: '500000.00', dailyAmount: '1000000.00', dailyCount: 50 },
      usage: { dailyAmount: '0.00', dailyCount: 0, monthlyAmount: '0.00' },
    });
  });

  it('lowers at once, without a code', async () => {
    const response = await put(lowered);
    expect(response.statusCode, response.body).toBe(200);
    expect(TransactionLimitSchema.parse(response.json())).toMatchObject(lowered);
  });

  it('lets the per-transaction limit pass and refuses one poisha more, and amounts below the minimum', async () => {
    const quote = TransferQuoteSchema.parse(
      (
        await as(t.app, rahim, {
          method: 'POST',
          url: '/api/transactions/quote',
          payload: toKarim('2000.01'),
        })
      ).json(),
    );
    expect(quote.limitCheck).toMatchObject({ allowed: false, code: 'LIMIT_PER_TRANSACTION' });
    expect(await send('2000.01')).toBe('LIMIT_PER_TRANSACTION');
    expect(await send('2000.00')).toBe('ok');
    expect(await send('9.99')).toBe('LIMIT_BELOW_MINIMUM');
  });

  it('lets the daily amount be used to the last poisha and refuses one more', async () => {
    expect(await send('1000.01')).toBe('LIMIT_DAILY_AMOUNT');
    expect(await send('1000.00')).toBe('ok');
    expect((await withinBank()).usage).toEqual({
      dailyAmount: '3000.00',
      dailyCount: 2,
      monthlyAmount: '3000.00',
    });
  });

  it('counts transactions per day', async () => {
    await nextDay();
    expect((await put({ ...lowered, dailyCount: 1 })).statusCode).toBe(200);
    expect(await send('10.00')).toBe('ok');
    expect(await send('10.00')).toBe('LIMIT_DAILY_COUNT');
  });

  it('lets the monthly amount be used to the last poisha and refuses one more', async () => {
    await nextDay();
    expect(await send('1990.01')).toBe('LIMIT_MONTHLY_AMOUNT');
    expect(await send('1990.00')).toBe('ok');
    expect((await withinBank()).usage).toEqual({
      dailyAmount: '1990.00',
      dailyCount: 1,
      monthlyAmount: '5000.00',
    });
  });

  it('raises back up to the ceiling only with the code of exactly that change', async () => {
    const raised: LimitChange = { ...lowered, monthlyAmount: '6000.00' };
    const refused = await put(raised);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'OTP_REQUIRED']);
    const otp = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transaction-limits/otp',
      payload: raised,
    });
    expect(otp.statusCode, otp.body).toBe(200);
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(t.app, RAHIM.mobileNumber, challengeId);
    const other = await put({ ...raised, monthlyAmount: '7000.00' }, { challengeId, code });
    expect(other.json().code).toBe('OTP_PAYLOAD_MISMATCH');
    const accepted = await put(raised, { challengeId, code });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ monthlyAmount: '6000.00', dailyCount: 3 });
    const ceiling = await put(
      { ...raised, maxPerTransaction: '500000.01', dailyAmount: '1000000.00', monthlyAmount: '5000000.00' },
      { challengeId, code },
    );
    expect([ceiling.statusCode, ceiling.json().code]).toEqual([422, 'LIMIT_ABOVE_CEILING']);
  });

  it('holds under concurrent transfers: exactly the daily count goes through', async () => {
    await nextDay();
    const devices = await Promise.all(
      Array.from({ length: 6 }, () => signIn(t.app, t.clock, { email: RAHIM.email })),
    );
    const outcomes = await Promise.all(devices.map((device) => send('10.00', device)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array(3).fill('LIMIT_DAILY_COUNT'));
    expect((await withinBank()).usage.dailyCount).toBe(3);
  });
});
