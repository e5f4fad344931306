import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { KARIM, RAHIM, signIn } from './helpers/client.ts';
import { receiptOf, SEED_ACCOUNTS, transfer } from './helpers/money.ts';
import { listening, notificationsOn, streamOf } from './helpers/stream.ts';

/**
 * Two API instances over one database, as behind the load balancer: a transfer made through one reaches the payee's
 * stream on the other, by the notice the database sends when the transfer commits (decision 025).
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ database: a.database, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('a notification written through one instance', () => {
  it("reaches the customer's stream on the other instance", async () => {
    const rahim = await signIn(a.app, a.clock, { email: RAHIM.email });
    const karim = await signIn(b.app, b.clock, { email: KARIM.email });
    const onB = await streamOf(await listening(b.app), karim);
    try {
      const receipt = await receiptOf(
        await transfer(a.app, rahim, RAHIM.mobileNumber, {
          type: 'within_bank',
          sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
          accountNumber: SEED_ACCOUNTS.karim.savings.number,
          amount: '75',
        }),
      );
      await expect
        .poll(() => notificationsOn(onB))
        .toEqual([
          expect.objectContaining({
            incomingCredit: true,
            amount: '75.00',
            fromName: receipt.fromAccountName,
          }),
        ]);
      expect(a.app.liveNotifications.size).toBe(0);
      expect(b.app.liveNotifications.size).toBe(1);
    } finally {
      onB.close();
    }
  });
});
