import type { TransferRequestInput } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { KARIM, RAHIM, signIn } from './helpers/client.ts';
import { requestCode, SEED_ACCOUNTS } from './helpers/money.ts';

/** One-time codes and money movement are limited per customer (DESIGN.md: rate limits on OTP and money). */
describe('rate limits on codes and money movement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { MONEY_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  const ownTransfer = (customer: 'rahim' | 'karim'): TransferRequestInput => {
    const accounts = SEED_ACCOUNTS[customer];
    return {
      type: 'own',
      sourceAccountId: accounts.savings.id,
      destinationAccountId: accounts.current.id,
      amount: '100',
    };
  };

  it("refuses a customer's code request past the limit, whatever the device, and leaves others alone", async () => {
    const phone = await signIn(t.app, t.clock, { email: RAHIM.email });
    const laptop = await signIn(t.app, t.clock, { email: RAHIM.email, ip: '203.0.113.9' });
    const karim = await signIn(t.app, t.clock, { email: KARIM.email });

    expect((await requestCode(t.app, phone, ownTransfer('rahim'))).statusCode).toBe(200);
    expect((await requestCode(t.app, laptop, ownTransfer('rahim'))).statusCode).toBe(200);
    const third = await requestCode(t.app, phone, ownTransfer('rahim'));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });

    expect((await requestCode(t.app, karim, ownTransfer('karim'))).statusCode).toBe(200);
  });
});
