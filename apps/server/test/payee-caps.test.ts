import type { NewBeneficiaryInput, OtpChallenge, TransferRequestInput } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries, favorites } from '../src/db/schema/index.ts';
import { MAX_BENEFICIARIES_PER_TYPE } from '../src/modules/beneficiaries/beneficiaries.ts';
import { MAX_FAVORITES } from '../src/modules/favorites/favorites.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { codeFor, receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
});
afterAll(() => t.close());

const customerId = RAHIM.id;

const mobilePayee = (n: number): NewBeneficiaryInput => ({
  type: 'mobile',
  mobileNumber: `0171${String(n).padStart(7, '0')}`,
});

/** Saves `count` mobile beneficiaries straight into the table, as if added one by one over the years. */
async function keepMobilePayees(count: number) {
  const now = t.clock.now();
  await t.database.db.insert(beneficiaries).values(
    Array.from({ length: count }, (_, i) => ({
      customerId,
      type: 'mobile',
      nickname: `Phone ${i}`,
      identity: `0172${String(i).padStart(7, '0')}`,
      details: {
        mobileNumber: `0172${String(i).padStart(7, '0')}`,
        operator: 'grameenphone',
        connection: 'prepaid',
      },
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** A code for adding `beneficiary` (on `device`: a session keeps one live code at a time). */
async function challengeFor(beneficiary: NewBeneficiaryInput, device = rahim) {
  const otp = await as(t.app, device, {
    method: 'POST',
    url: '/api/beneficiaries/otp',
    payload: beneficiary,
  });
  expect(otp.statusCode, otp.body).toBe(200);
  const { challengeId } = otp.json<OtpChallenge>();
  return { beneficiary, challengeId, code: await codeFor(t.app, RAHIM.mobileNumber, challengeId) };
}

type Confirmed = Awaited<ReturnType<typeof challengeFor>>;
const add = (body: Confirmed, device = rahim) =>
  as(t.app, device, { method: 'POST', url: '/api/beneficiaries', payload: body });

describe('how many beneficiaries a customer keeps', () => {
  it(`is at most ${MAX_BENEFICIARIES_PER_TYPE} of a kind: the one more is refused before a code is sent`, async () => {
    await keepMobilePayees(MAX_BENEFICIARIES_PER_TYPE - 2);
    const last = await add(await challengeFor(mobilePayee(3)));
    expect(last.statusCode, last.body).toBe(201);
    // four sessions confirm an add at the same time for the last free place: exactly one is saved
    const devices = [
      rahim,
      ...(await Promise.all([1, 2, 3].map(() => signIn(t.app, t.clock, { email: RAHIM.email })))),
    ];
    const racing = await Promise.all(devices.map((device, i) => challengeFor(mobilePayee(10 + i), device)));
    const answers = await Promise.all(racing.map((confirmed, i) => add(confirmed, devices[i])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'BENEFICIARY_LIMIT_REACHED',
      message: expect.stringContaining('Delete one'),
    });

    const otp = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/beneficiaries/otp',
      payload: mobilePayee(4),
    });
    expect(refusal(otp)).toEqual([409, 'BENEFICIARY_LIMIT_REACHED']);
    const mobiles = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/beneficiaries',
      query: { type: 'mobile' },
    });
    expect(mobiles.json().beneficiaries).toHaveLength(MAX_BENEFICIARIES_PER_TYPE);
  });

  it('counts each kind on its own, and a deleted one frees its place', async () => {
    const wallet = await add(
      await challengeFor({ type: 'mfs', provider: 'bkash', walletNumber: '01811000009' }),
    );
    expect(wallet.statusCode, wallet.body).toBe(201);

    const mobiles = await as(t.app, rahim, {
      method: 'GET',
      url: '/api/beneficiaries',
      query: { type: 'mobile' },
    });
    const oldest = mobiles.json().beneficiaries[0].id;
    const deleted = await as(t.app, rahim, { method: 'DELETE', url: `/api/beneficiaries/${oldest}` });
    expect(deleted.statusCode).toBe(204);
    expect((await add(await challengeFor(mobilePayee(4)))).statusCode).toBe(201);
  });
});

describe('how many favorites a customer keeps', () => {
  it(`is at most ${MAX_FAVORITES}; deleting one makes room`, async () => {
    const request: TransferRequestInput = {
      type: 'within_bank',
      sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
      accountNumber: SEED_ACCOUNTS.karim.savings.number,
      amount: '100',
    };
    const sent = async () =>
      (await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, request))).transactionId;
    const now = t.clock.now();
    await t.database.db.insert(favorites).values(
      Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => ({
        customerId,
        name: `Saved ${i}`,
        type: 'within_bank',
        request,
        payee: { name: 'Karim Hossain', number: SEED_ACCOUNTS.karim.savings.number, institution: null },
        transactionId: `TKSAVED${String(i).padStart(7, '0')}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const save = async (transactionId: string) =>
      as(t.app, rahim, {
        method: 'POST',
        url: '/api/favorites',
        payload: { name: 'Karim', transactionId, request },
      });

    expect((await save(await sent())).statusCode).toBe(201);
    const over = await save(await sent());
    expect(refusal(over)).toEqual([409, 'FAVORITE_LIMIT_REACHED']);

    const list = (await as(t.app, rahim, { method: 'GET', url: '/api/favorites' })).json().favorites;
    expect(list).toHaveLength(MAX_FAVORITES);
    await as(t.app, rahim, { method: 'DELETE', url: `/api/favorites/${list[0].id}` });
    expect((await save(await sent())).statusCode).toBe(201);
  });
});
