import type { Beneficiary, BeneficiaryPreview, NewBeneficiaryInput, OtpChallenge } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routingNumber } from '../src/db/seed/banks.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { codeFor, SEED_ACCOUNTS } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
});
afterAll(() => t.close());

const requestCode = (device: Device, beneficiary: NewBeneficiaryInput) =>
  as(t.app, device, { method: 'POST', url: '/api/beneficiaries/otp', payload: beneficiary });

const add = (device: Device, body: { beneficiary: NewBeneficiaryInput; challengeId: string; code: string }) =>
  as(t.app, device, { method: 'POST', url: '/api/beneficiaries', payload: body });

/** otp -> code from the outbox -> add. */
async function addWithCode(device: Device, mobile: string, beneficiary: NewBeneficiaryInput) {
  const otp = await requestCode(device, beneficiary);
  expect(otp.statusCode, otp.body).toBe(200);
  const { challengeId } = otp.json<OtpChallenge>();
  return add(device, { beneficiary, challengeId, code: await codeFor(t.app, mobile, challengeId) });
}

const list = async (device: Device, type?: string) => {
  const response = await as(t.app, device, {
    method: 'GET',
    url: '/api/beneficiaries',
    query: type ? { type } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ beneficiaries: Beneficiary[] }>().beneficiaries;
};

const karimSavings = SEED_ACCOUNTS.karim.savings.number;

describe('adding a beneficiary', () => {
  it('previews the holder name of an account within the bank', async () => {
    const response = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/beneficiaries/preview',
      payload: { type: 'within_bank', accountNumber: karimSavings },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BeneficiaryPreview>()).toMatchObject({
      type: 'within_bank',
      accountNumber: karimSavings,
      accountName: 'Karim Hossain',
      nickname: 'Karim Hossain',
      payee: { name: 'Karim Hossain', number: karimSavings, institution: null },
    });
  });

  it('needs the code sent for exactly this payload, in this session', async () => {
    const beneficiary = { type: 'within_bank', nickname: 'Karim', accountNumber: karimSavings } as const;
    const otp = await requestCode(rahim, beneficiary);
    expect(otp.statusCode, otp.body).toBe(200);
    expect(otp.json<OtpChallenge>().sentTo).toBe('017******01');
    const { challengeId } = otp.json<OtpChallenge>();
    const code = await codeFor(t.app, RAHIM.mobileNumber, challengeId);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { to: RAHIM.mobileNumber },
    });
    expect(outbox.json().messages[0].text).toContain(`add Karim Hossain (${karimSavings}) as a beneficiary`);

    // another payee, another nickname, another session: refused, and nothing saved
    const otherPayee = { ...beneficiary, accountNumber: SEED_ACCOUNTS.nasrin.savings.number };
    expect(refusal(await add(rahim, { beneficiary: otherPayee, challengeId, code }))).toEqual([
      400,
      'OTP_PAYLOAD_MISMATCH',
    ]);
    const renamed = { ...beneficiary, nickname: 'Someone else' };
    expect(refusal(await add(rahim, { beneficiary: renamed, challengeId, code }))).toEqual([
      400,
      'OTP_PAYLOAD_MISMATCH',
    ]);
    const otherDevice = await signIn(t.app, t.clock, { email: RAHIM.email });
    expect(refusal(await add(otherDevice, { beneficiary, challengeId, code }))).toEqual([400, 'OTP_INVALID']);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(refusal(await add(rahim, { beneficiary, challengeId, code: wrong }))).toEqual([
      400,
      'OTP_INVALID',
    ]);
    expect(await list(rahim)).toEqual([]);

    const saved = await add(rahim, { beneficiary, challengeId, code });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<Beneficiary>()).toMatchObject({
      type: 'within_bank',
      nickname: 'Karim',
      accountNumber: karimSavings,
      accountName: 'Karim Hossain',
    });
    // single use
    expect(refusal(await add(rahim, { beneficiary, challengeId, code }))).toEqual([
      409,
      'BENEFICIARY_EXISTS',
    ]);
  });

  it('a transfer code does not add a beneficiary', async () => {
    const beneficiary = { type: 'mfs', provider: 'bkash', walletNumber: '01712345678' } as const;
    const transfer = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/otp',
      payload: {
        type: 'mfs',
        sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
        provider: 'bkash',
        walletNumber: '01712345678',
        amount: '100',
      },
    });
    const { challengeId } = transfer.json<OtpChallenge>();
    const code = await codeFor(t.app, RAHIM.mobileNumber, challengeId);
    expect(refusal(await add(rahim, { beneficiary, challengeId, code }))).toEqual([400, 'OTP_INVALID']);
  });

  it('refuses a duplicate before sending a code, whatever the nickname', async () => {
    const again = await requestCode(rahim, {
      type: 'within_bank',
      nickname: 'Another name',
      accountNumber: karimSavings,
    });
    expect(refusal(again)).toEqual([409, 'BENEFICIARY_EXISTS']);
  });

  it('refuses unknown payees and own accounts', async () => {
    expect(
      refusal(await requestCode(rahim, { type: 'within_bank', accountNumber: '1021999999999' })),
    ).toEqual([422, 'PAYEE_NOT_FOUND']);
    expect(
      refusal(
        await requestCode(rahim, { type: 'within_bank', accountNumber: SEED_ACCOUNTS.rahim.current.number }),
      ),
    ).toEqual([422, 'BENEFICIARY_OWN_ACCOUNT']);
    const unknownBranch = await requestCode(rahim, {
      type: 'other_bank',
      routingNumber: '999999999',
      accountNumber: '2050123456',
      accountName: 'Sadia Rahman',
    });
    expect(refusal(unknownBranch)).toEqual([422, 'ROUTING_NUMBER_UNKNOWN']);
    const invalid = await requestCode(rahim, { type: 'mobile', mobileNumber: '01212345678' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ mobileNumber: 'mobileNumber.invalid' });
  });

  it('names a refused field by its path in the body sent: under `beneficiary` when adding', async () => {
    const unknown = { type: 'within_bank', accountNumber: '1021999999999' } as const;
    const preview = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/beneficiaries/preview',
      payload: unknown,
    });
    expect(preview.json().fields).toEqual({ accountNumber: 'accountNumber.unknown' });
    const added = await add(rahim, {
      beneficiary: unknown,
      challengeId: '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
      code: '123456',
    });
    expect(refusal(added)).toEqual([422, 'PAYEE_NOT_FOUND']);
    expect(added.json().fields).toEqual({ 'beneficiary.accountNumber': 'accountNumber.unknown' });
  });

  it('saves every kind of payee with what the server knows about it', async () => {
    const routing = routingNumber('090', '26', 14); // the second Dhaka branch (serials step by 7)
    const otherBank = await addWithCode(rahim, RAHIM.mobileNumber, {
      type: 'other_bank',
      routingNumber: routing,
      accountNumber: '2050123456',
      accountName: 'Sadia Rahman',
    });
    expect(otherBank.statusCode, otherBank.body).toBe(201);
    expect(otherBank.json<Beneficiary>()).toMatchObject({
      type: 'other_bank',
      nickname: 'Sadia Rahman',
      routingNumber: routing,
      bankCode: '090',
      bankName: 'Dutch-Bangla Bank PLC',
      districtCode: '26',
      districtName: 'Dhaka',
      branchName: 'Gulshan Branch',
      payee: {
        name: 'Sadia Rahman',
        number: '2050123456',
        institution: 'Dutch-Bangla Bank PLC, Gulshan Branch',
      },
    });

    const wallet = await addWithCode(rahim, RAHIM.mobileNumber, {
      type: 'mfs',
      nickname: 'Ammu bKash',
      provider: 'bkash',
      walletNumber: '01812345678',
    });
    expect(wallet.json<Beneficiary>()).toMatchObject({
      type: 'mfs',
      nickname: 'Ammu bKash',
      provider: 'bkash',
      walletNumber: '01812345678',
      accountName: null,
      payee: { name: 'bKash wallet', number: '01812345678', institution: 'bKash' },
    });

    const mobile = await addWithCode(rahim, RAHIM.mobileNumber, {
      type: 'mobile',
      nickname: 'My phone',
      mobileNumber: '01911223344',
    });
    expect(mobile.json<Beneficiary>()).toMatchObject({
      type: 'mobile',
      mobileNumber: '01911223344',
      operator: 'banglalink',
      connection: 'prepaid',
      payee: { institution: 'Banglalink' },
    });

    const biller = await addWithCode(rahim, RAHIM.mobileNumber, {
      type: 'biller',
      nickname: 'Home electricity',
      billerCode: 'desco',
      customerNumber: ' 30112345 ',
    });
    expect(biller.statusCode, biller.body).toBe(201);
    expect(biller.json<Beneficiary>()).toMatchObject({
      type: 'biller',
      billerCode: 'desco',
      customerNumber: '30112345',
      billerName: 'Dhaka Electric Supply Company (DESCO)',
      sector: 'electricity',
      accountName: 'Rahim Uddin',
      // a bill's payee is its biller, not the bill's holder
      payee: { name: 'Dhaka Electric Supply Company (DESCO)', number: '30112345', institution: null },
    });
    const unknownNumber = await requestCode(rahim, {
      type: 'biller',
      billerCode: 'desco',
      customerNumber: '39999999',
    });
    expect(refusal(unknownNumber)).toEqual([404, 'BILL_CUSTOMER_UNKNOWN']);
    const unknownBiller = await requestCode(rahim, {
      type: 'biller',
      billerCode: 'no-such-biller',
      customerNumber: '30112345',
    });
    expect(refusal(unknownBiller)).toEqual([404, 'BILLER_NOT_FOUND']);

    // the same wallet at another provider is another payee; the same one is a duplicate
    expect(
      refusal(await requestCode(rahim, { type: 'mfs', provider: 'bkash', walletNumber: '01812345678' })),
    ).toEqual([409, 'BENEFICIARY_EXISTS']);
    const nagad = await addWithCode(rahim, RAHIM.mobileNumber, {
      type: 'mfs',
      provider: 'nagad',
      walletNumber: '01812345678',
    });
    expect(nagad.statusCode, nagad.body).toBe(201);
  });
});

describe('saved beneficiaries', () => {
  it('are listed by nickname, of one kind when asked', async () => {
    const all = await list(rahim);
    expect(all.map((b) => b.nickname)).toEqual([
      'Ammu bKash',
      'Home electricity',
      'Karim',
      'My phone',
      'Nagad wallet',
      'Sadia Rahman',
    ]);
    expect((await list(rahim, 'mfs')).map((b) => b.type)).toEqual(['mfs', 'mfs']);
    expect(await list(karim)).toEqual([]);
  });

  it('can be renamed and deleted by their owner only', async () => {
    const [first] = await list(rahim, 'within_bank');
    const url = `/api/beneficiaries/${first!.id}`;

    const renamed = await as(t.app, rahim, { method: 'PATCH', url, payload: { nickname: '  Karim bhai ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Beneficiary>().nickname).toBe('Karim bhai');
    expect(refusal(await as(t.app, rahim, { method: 'PATCH', url, payload: { nickname: ' ' } }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);

    for (const request of [
      { method: 'GET', url },
      { method: 'PATCH', url, payload: { nickname: 'Mine now' } },
      { method: 'DELETE', url },
    ] as const) {
      expect(refusal(await as(t.app, karim, request)), `${request.method} by karim`).toEqual([
        404,
        'NOT_FOUND',
      ]);
    }
    expect((await as(t.app, rahim, { method: 'GET', url })).json<Beneficiary>().nickname).toBe('Karim bhai');

    expect((await as(t.app, rahim, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(refusal(await as(t.app, rahim, { method: 'DELETE', url }))).toEqual([404, 'NOT_FOUND']);
    expect(await list(rahim, 'within_bank')).toEqual([]);
    const unknown = await as(t.app, rahim, { method: 'GET', url: '/api/beneficiaries/not-a-uuid' });
    expect(unknown.statusCode).toBe(400);
  });
});
