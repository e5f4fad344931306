import {
  AccountSchema,
  TestCustomerSchema,
  type Account,
  type OtpChallenge,
  type TestCustomerRequest,
} from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { codeFor, receiptOf, transfer } from './helpers/money.ts';
import { UNTAGGED_ACCOUNT } from '../src/db/seed/untagged-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCustomer(
  order: TestCustomerRequest = { untaggedAccount: { kind: 'savings', balance: '7000.00' } },
) {
  const made = await t.app.inject({ method: 'POST', url: '/api/dev/customers', payload: order });
  const customer = TestCustomerSchema.parse(made.json());
  const device = await signIn(t.app, t.clock, { email: customer.email, password: customer.password });
  return { customer, device };
}
const askCode = (device: Device, accountNumber: string) =>
  as(t.app, device, { method: 'POST', url: '/api/account-tagging/otp', payload: { accountNumber } });
const tag = (device: Device, accountNumber: string, challengeId: string, code: string) =>
  as(t.app, device, {
    method: 'POST',
    url: '/api/account-tagging',
    payload: { accountNumber, challengeId, code },
  });
const accountsOf = async (device: Device) =>
  (await as(t.app, device, { method: 'GET', url: '/api/accounts' })).json<{ accounts: Account[] }>().accounts;

describe('tagging an account', () => {
  it('tags the customer’s own account with a code; it then shows and can send money', async () => {
    const { customer, device } = await newCustomer();
    const number = customer.untaggedAccountNumber!;
    expect(number).toMatch(/^\d{13}$/);
    expect(JSON.stringify(await accountsOf(device))).not.toContain(number);

    const challenge = await askCode(device, number);
    expect(challenge.statusCode, challenge.body).toBe(200);
    const { challengeId } = challenge.json<OtpChallenge>();
    const code = await codeFor(t.app, customer.mobileNumber, challengeId);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await tag(device, number, challengeId, wrong))).toEqual([400, 'OTP_INVALID']);

    const tagged = await tag(device, number, challengeId, code);
    expect(tagged.statusCode, tagged.body).toBe(201);
    const account = AccountSchema.parse(tagged.json());
    expect(account).toMatchObject({ number, kind: 'savings', ledgerBalance: '7000.00', canSend: true });
    expect(JSON.stringify(await accountsOf(device))).toContain(number);
    // A code is used once; tagging again is refused.
    expect(refusal(await askCode(device, number))).toEqual([409, 'ACCOUNT_ALREADY_TAGGED']);

    // It is a transfer source now.
    const receipt = await receiptOf(
      await transfer(t.app, device, customer.mobileNumber, {
        type: 'own',
        sourceAccountId: account.id,
        destinationAccountId: customer.accounts[0]!.id,
        amount: '500.00',
        remarks: 'From the tagged account',
      }),
    );
    expect(receipt.transactionStatus).toBe('SUCCESS');
  });

  it('refuses another customer’s untagged account exactly like an unknown number', async () => {
    const owner = await newCustomer();
    const { device } = await newCustomer({});
    const theirs = await askCode(device, owner.customer.untaggedAccountNumber!);
    const unknown = await askCode(device, '1999999999999');
    const tagged = await askCode(device, owner.customer.accounts[0]!.number);
    expect(refusal(theirs)).toEqual([404, 'ACCOUNT_NOT_TAGGABLE']);
    for (const other of [unknown, tagged]) expect(other.json()).toEqual(theirs.json());
    // A code issued for one's own account does not tag another's.
    const mine = await newCustomer();
    const { challengeId } = (
      await askCode(mine.device, mine.customer.untaggedAccountNumber!)
    ).json<OtpChallenge>();
    const code = await codeFor(t.app, mine.customer.mobileNumber, challengeId);
    expect(refusal(await tag(mine.device, owner.customer.untaggedAccountNumber!, challengeId, code))).toEqual(
      [404, 'ACCOUNT_NOT_TAGGABLE'],
    );
  });

  it('seeds an untagged account for a demo customer', async () => {
    const device = await signIn(t.app, t.clock, { email: RAHIM.email });
    expect(JSON.stringify(await accountsOf(device))).not.toContain(UNTAGGED_ACCOUNT.number);
    expect((await askCode(device, UNTAGGED_ACCOUNT.number)).statusCode).toBe(200);
  });
});
