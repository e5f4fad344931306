import { randomUUID } from 'node:crypto';
import type { Biller, TransactionReceipt, TransferRequestInput } from '@taka/contracts';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkAdapter } from '../src/modules/networks/adapters.ts';
import { ENQUIRY_AFTER_MS, reconcileNetworks } from '../src/modules/transactions/reconcile.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import {
  balanceOf,
  challenge,
  execute,
  expectLedgerConsistent,
  receiptOf,
  SEED_ACCOUNTS,
  transfer,
} from './helpers/money.ts';

let t: TestApp;
let rahim: Device;
beforeAll(async () => {
  t = await startTestApp();
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
});
afterAll(() => t.close());

const R = SEED_ACCOUNTS.rahim;
const RAHIM_METER = '661120034567';

const recharge = (meterNumber: string, amount: string): TransferRequestInput => ({
  type: 'prepaid_electricity',
  sourceAccountId: R.savings.id,
  billerCode: 'desco-prepaid',
  meterNumber,
  amount,
});

const get = (url: string) => as(t.app, rahim, { method: 'GET', url });
describe('prepaid electricity vendors and meters', () => {
  it('are listed with the electricity billers, marked prepaid', async () => {
    const billers = (await get('/api/billers?sector=electricity')).json<{ billers: Biller[] }>().billers;
    expect(billers.filter((b) => b.prepaid).map((b) => b.shortName)).toEqual([
      'DESCO Prepaid',
      'DPDC Prepaid',
      'NESCO Prepaid',
    ]);
    expect(billers.find((b) => b.code === 'desco')?.prepaid).toBe(false);
  });

  it('a meter is looked up with the name on it; an unknown meter, a postpaid biller, a bad number are refused', async () => {
    const found = await get(`/api/billers/desco-prepaid/meters/${RAHIM_METER}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      meterNumber: RAHIM_METER,
      customerName: 'Rahim Uddin',
      biller: { code: 'desco-prepaid', prepaid: true },
    });
    expect(refusal(await get('/api/billers/desco-prepaid/meters/661129999999'))).toEqual([
      404,
      'METER_UNKNOWN',
    ]);
    expect(refusal(await get(`/api/billers/desco/meters/${RAHIM_METER}`))).toEqual([404, 'BILLER_NOT_FOUND']);
    const malformed = await get('/api/billers/desco-prepaid/meters/12AB');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ meterNumber: 'meterNumber.invalid' });
  });
});

describe('a prepaid recharge', () => {
  it('buys a token: on the receipt, its PDF, the status and the notification', async () => {
    const before = await balanceOf(t.database.db, R.savings.id);
    const quote = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/quote',
      payload: recharge(RAHIM_METER, '1500'),
    });
    expect(quote.json()).toMatchObject({
      charge: '0.00',
      vat: '0.00',
      grandTotal: '1500.00',
      payee: { name: 'Dhaka Electric Supply Company (DESCO), prepaid', number: RAHIM_METER },
    });

    const receipt = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, recharge(RAHIM_METER, '1500')),
    );
    expect(receipt).toMatchObject({
      transactionStatus: 'SUCCESS',
      type: 'prepaid_electricity',
      remarks: 'DESCO Prepaid token',
    });
    expect(receipt.prepaidToken).toMatch(/^\d{20}$/);
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before - 150_000n);

    const status = await get(`/api/notification-service/transaction-status/${receipt.transactionId}`);
    expect(status.json().data.prepaidToken).toBe(receipt.prepaidToken);
    const grouped = receipt.prepaidToken!.replace(/(\d{4})(?=\d)/g, '$1 ');
    const pdf = await get(`/api/notification-service/receipt/${receipt.transactionId}`);
    expect((await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text).toContain(grouped);
    const notices = (await t.database.db.execute(
      sql`select message_text from notifications where transaction_id = ${receipt.transactionId}`,
    )) as { rows: { message_text: string }[] };
    expect(notices.rows.map((n) => n.message_text)).toEqual([
      expect.stringContaining(`Token for your meter: ${grouped}`),
    ]);
    expect(await latestMessage(t.app, RAHIM.mobileNumber)).toMatchObject({
      channel: 'sms',
      purpose: 'prepaid-token',
      text: expect.stringContaining(`meter ${RAHIM_METER}: ${grouped}`),
    });
    await expectLedgerConsistent(t.database.db);
  });

  it('below the 100 taka minimum is refused; a meter the vendor refuses is reversed without a token', async () => {
    const low = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/transactions/otp',
      payload: recharge(RAHIM_METER, '99.99'),
    });
    expect(refusal(low)).toEqual([422, 'LIMIT_BELOW_MINIMUM']);

    const before = await balanceOf(t.database.db, R.savings.id);
    const reversed = await receiptOf(
      await transfer(t.app, rahim, RAHIM.mobileNumber, recharge('661120030000', '500')),
    );
    expect(reversed.transactionStatus).toBe('REVERSE');
    expect(reversed.prepaidToken).toBeUndefined();
    expect(await balanceOf(t.database.db, R.savings.id)).toBe(before);
  });

  it('whose answer was lost gets its token from the status enquiry; the key then replays it', async () => {
    const vending = t.app.money.networks.get('vending')!;
    const lost: NetworkAdapter = {
      submit: async (order) => {
        await vending.submit(order);
        throw new Error('vendor timeout');
      },
      enquire: (order) => vending.enquire(order),
    };
    t.app.money.networks.set('vending', lost);
    try {
      const request = recharge(RAHIM_METER, '800');
      const { challengeId, code } = await challenge(t.app, rahim, RAHIM.mobileNumber, request);
      const key = randomUUID();
      const first = await receiptOf(await execute(t.app, rahim, { request, challengeId, code }, key));
      expect([first.transactionStatus, first.prepaidToken]).toEqual(['PROCESSING', undefined]);

      t.clock.advance(ENQUIRY_AFTER_MS + 1000);
      rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
      expect(await reconcileNetworks(t.app.money, t.clock.now())).toMatchObject({ settled: 1 });
      const replay = (
        await execute(t.app, rahim, { request, challengeId, code }, key)
      ).json<TransactionReceipt>();
      expect(replay.transactionStatus).toBe('SUCCESS');
      expect(replay.prepaidToken).toMatch(/^\d{20}$/);
      const text = (await latestMessage(t.app, RAHIM.mobileNumber))?.text;
      expect(text).toContain(replay.prepaidToken!.replace(/(\d{4})(?=\d)/g, '$1 '));
    } finally {
      t.app.money.networks.set('vending', vending);
    }
  });

  it('can be saved as a favorite and repeated', async () => {
    const request = recharge(RAHIM_METER, '1000');
    const receipt = await receiptOf(await transfer(t.app, rahim, RAHIM.mobileNumber, request));
    const saved = await as(t.app, rahim, {
      method: 'POST',
      url: '/api/favorites',
      payload: { name: 'Home meter', transactionId: receipt.transactionId, request },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'prepaid_electricity', payee: { number: RAHIM_METER } });
  });
});
