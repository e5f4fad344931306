import type { Favorite, TransferRequestInput } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
let karim: Device;
let transactionId: string;
let karimTransactionId: string;

const R = SEED_ACCOUNTS.rahim;
const K = SEED_ACCOUNTS.karim;
const request: TransferRequestInput = {
  type: 'within_bank',
  sourceAccountId: R.savings.id,
  accountNumber: K.savings.number,
  amount: '1500',
  remarks: 'House rent',
};

beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
  transactionId = (await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, request))).transactionId;
  karimTransactionId = (
    await receiptOf(
      await transfer(t.app, karim, KARIM.mobileNumber, {
        type: 'mfs',
        sourceAccountId: K.savings.id,
        provider: 'nagad',
        walletNumber: '01811000002',
        amount: '200',
      }),
    )
  ).transactionId;
});
afterAll(() => t.close());

const save = (device: Device, body: { name: string; transactionId: string; request: TransferRequestInput }) =>
  as(t.app, device, { method: 'POST', url: '/api/favorites', payload: body });
const list = async (device: Device) =>
  (await as(t.app, device, { method: 'GET', url: '/api/favorites' })).json<{ favorites: Favorite[] }>()
    .favorites;

describe('favorites', () => {
  it('save the request of a completed transaction, nothing secret', async () => {
    const response = await save(rahim, { name: ' Rent ', transactionId, request });
    expect(response.statusCode, response.body).toBe(201);
    const favorite = response.json<Favorite>();
    expect(favorite).toMatchObject({
      name: 'Rent',
      type: 'within_bank',
      transactionId,
      request: { ...request, amount: '1500.00' },
      payee: { name: 'Karim Hossain', number: K.savings.number, institution: null },
    });
    expect(Object.keys(favorite.request).sort()).toEqual(
      ['accountNumber', 'amount', 'remarks', 'sourceAccountId', 'type'].sort(),
    );
    expect(await list(rahim)).toEqual([favorite]);
  });

  it('are refused for a transaction saved already, or one the request does not match', async () => {
    expect(refusal(await save(rahim, { name: 'Again', transactionId, request }))).toEqual([
      409,
      'FAVORITE_EXISTS',
    ]);
    for (const changed of [
      { ...request, amount: '1501' },
      { ...request, remarks: 'Something else' },
      { ...request, accountNumber: SEED_ACCOUNTS.nasrin.savings.number },
      { ...request, sourceAccountId: R.current.id },
    ]) {
      expect(refusal(await save(rahim, { name: 'Changed', transactionId, request: changed }))).toEqual([
        422,
        'FAVORITE_MISMATCH',
      ]);
    }
    expect(refusal(await save(rahim, { name: '', transactionId, request }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('never store a card payment (a card number is never kept) or a bill (each is paid once)', async () => {
    const visa: TransferRequestInput = {
      type: 'visa_payment',
      sourceAccountId: R.savings.id,
      cardNumber: '4242 4242 4242 4242',
      cardholderName: 'Nadia Rahman',
      amount: '1000',
    };
    const bill: TransferRequestInput = {
      type: 'bill',
      sourceAccountId: R.savings.id,
      billerCode: 'desco',
      customerNumber: '30112345',
      billNumber: 'DESCO-30112345-202610',
      amount: '1250',
    };
    for (const refused of [visa, bill]) {
      expect(refusal(await save(rahim, { name: 'Card', transactionId, request: refused }))).toEqual([
        422,
        'FAVORITE_NOT_REPEATABLE',
      ]);
    }
  });

  it("are never made of another customer's transaction or from another customer's account", async () => {
    const karimsRequest: TransferRequestInput = {
      type: 'mfs',
      sourceAccountId: K.savings.id,
      provider: 'nagad',
      walletNumber: '01811000002',
      amount: '200',
    };
    expect(
      refusal(
        await save(rahim, { name: 'Not mine', transactionId: karimTransactionId, request: karimsRequest }),
      ),
    ).toEqual([404, 'NOT_FOUND']);
    // karim received rahim's transfer: he can see its receipt, but it is not his to repeat
    expect(refusal(await save(karim, { name: 'Rent', transactionId, request }))).toEqual([404, 'NOT_FOUND']);
    const own = await save(karim, {
      name: 'Nagad',
      transactionId: karimTransactionId,
      request: karimsRequest,
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('can be renamed, read and deleted by their owner only', async () => {
    const [favorite] = await list(rahim);
    const url = `/api/favorites/${favorite!.id}`;
    const renamed = await as(t.app, rahim, { method: 'PATCH', url, payload: { name: 'Monthly rent' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Favorite>().name).toBe('Monthly rent');

    for (const call of [
      { method: 'GET', url },
      { method: 'PATCH', url, payload: { name: 'Mine now' } },
      { method: 'DELETE', url },
    ] as const) {
      expect(refusal(await as(t.app, karim, call)), `${call.method} by karim`).toEqual([404, 'NOT_FOUND']);
    }
    expect((await list(karim)).map((f) => f.name)).toEqual(['Nagad']);

    const read = await as(t.app, rahim, { method: 'GET', url });
    expect(read.json<Favorite>().name).toBe('Monthly rent');
    expect((await as(t.app, rahim, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(refusal(await as(t.app, rahim, { method: 'GET', url }))).toEqual([404, 'NOT_FOUND']);
    expect(await list(rahim)).toEqual([]);
  });

  it('repeat through the usual quote: the stored request is a valid transfer request', async () => {
    const saved = (await save(rahim, { name: 'Rent', transactionId, request })).json<Favorite>();
    const quote = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/quote',
      payload: saved.request,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ amount: '1500.00', payee: { name: 'Karim Hossain' } });
  });
});
