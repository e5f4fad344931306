import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OtpChallenge } from '@taka/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { requestCode, SEED_ACCOUNTS } from './helpers/money.ts';
import { firstRow } from '../src/modules/ledger/ledger.ts';
import { challengeRef } from '../src/modules/transactions/deps.ts';
import { TEST_DB } from './helpers/database.ts';

/**
 * Two API instances over one database, as behind a load balancer: each keeps the sessions it has checked in memory
 * (decision 011), and a change made through the other one, or straight in the database, still counts at once.
 * On PostgreSQL the news travels by NOTIFY on another connection, so the checks wait for it to arrive.
 */
let a: TestApp;
let b: TestApp;
let rahim: Device;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ database: a.database, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  await a.close();
});
beforeEach(async () => {
  rahim = await signIn(a.app, a.clock, { email: RAHIM.email });
});

const accounts = (app: TestApp, device: Device) =>
  as(app.app, device, { method: 'GET', url: '/api/accounts' });
const statusOn = async (app: TestApp, device: Device) => (await accounts(app, device)).statusCode;

describe('a session used on two instances', () => {
  it('is refused on the other instance once signed out on one', async () => {
    expect(await statusOn(b, rahim)).toBe(200);
    expect(await statusOn(b, rahim)).toBe(200);

    const signOut = await as(a.app, rahim, { method: 'POST', url: '/api/auth/sign-out' });
    expect(signOut.statusCode).toBe(200);
    expect(refusal(await accounts(a, rahim))).toEqual([401, 'SESSION_SIGNED_OUT']);
    await expect.poll(async () => refusal(await accounts(b, rahim))).toEqual([401, 'SESSION_SIGNED_OUT']);
  });

  it('is refused everywhere when the bank revokes it in the database', async () => {
    expect(await statusOn(a, rahim)).toBe(200);
    expect(await statusOn(b, rahim)).toBe(200);

    await a.database.db.execute(
      sql`update sessions set revoked_at = now() where customer_id = ${RAHIM.id} and revoked_at is null`,
    );
    // ended without a reason of its own: told as revoked
    await expect.poll(async () => refusal(await accounts(a, rahim))).toEqual([401, 'SESSION_REVOKED']);
    await expect.poll(async () => refusal(await accounts(b, rahim))).toEqual([401, 'SESSION_REVOKED']);
  });

  it('sends codes to the mobile number the customer has now, not the one first seen with the session', async () => {
    const request = {
      type: 'within_bank',
      sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
      accountNumber: SEED_ACCOUNTS.karim.savings.number,
      amount: '100',
    } as const;
    expect((await requestCode(b.app, rahim, request)).statusCode).toBe(200);
    const newMobile = '01719990001';
    await a.database.db.execute(
      sql`update customers set mobile_number = ${newMobile} where id = ${RAHIM.id}`,
    );
    try {
      await expect
        .poll(async () => {
          const otp = await requestCode(b.app, rahim, request);
          const { challengeId } = otp.json<OtpChallenge>();
          return (await latestMessage(b.app, newMobile))?.text.includes(`Ref ${challengeRef(challengeId)}`);
        })
        .toBe(true);
    } finally {
      await a.database.db.execute(
        sql`update customers set mobile_number = ${RAHIM.mobileNumber} where id = ${RAHIM.id}`,
      );
    }
  });

  it('is kept alive by activity on either instance: the idle lock counts the last request on any of them', async () => {
    expect(await statusOn(b, rahim)).toBe(200);
    a.clock.advance(4 * MINUTE);
    expect(await statusOn(a, rahim)).toBe(200);
    a.clock.advance(4 * MINUTE);
    expect(await statusOn(b, rahim)).toBe(200);

    a.clock.advance(6 * MINUTE);
    expect(refusal(await accounts(b, rahim))).toEqual([423, 'SESSION_LOCKED']);
    await expect.poll(async () => refusal(await accounts(a, rahim))).toEqual([423, 'SESSION_LOCKED']);
  });
});

describe.runIf(TEST_DB === 'postgres')('when the connection that hears the news drops', () => {
  it('still refuses a session revoked meanwhile, and hears news again once it is back', async () => {
    expect(await statusOn(b, rahim)).toBe(200);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
    );
    await a.database.db.execute(sql`update sessions set revoked_at = now() where customer_id = ${RAHIM.id}`);
    await expect.poll(() => statusOn(b, rahim)).toBe(401);

    const listeners = () =>
      firstRow<{ n: number }>(
        a.database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
    await expect.poll(async () => (await listeners()).n).toBe(2);
    const again = await signIn(a.app, a.clock, { email: RAHIM.email, deviceId: randomUUID() });
    expect(await statusOn(b, again)).toBe(200);
    await as(a.app, again, { method: 'POST', url: '/api/auth/sign-out' });
    await expect.poll(() => statusOn(b, again)).toBe(401);
  });
});

describe('a session signed out from the settings of another session', () => {
  it('is refused at once on both instances', async () => {
    const phone = await signIn(a.app, a.clock, { email: RAHIM.email });
    expect(await statusOn(b, phone)).toBe(200);
    expect(await statusOn(a, phone)).toBe(200);
    const list = await as(b.app, rahim, { method: 'GET', url: '/api/settings/sessions' });
    const phoneSession = list
      .json<{ sessions: { id: string; thisDevice: boolean }[] }>()
      .sessions.find((session) => !session.thisDevice);
    const ended = await as(b.app, rahim, {
      method: 'DELETE',
      url: `/api/settings/sessions/${phoneSession!.id}`,
    });
    expect(ended.statusCode).toBe(204);
    expect(refusal(await accounts(b, phone))).toEqual([401, 'SESSION_REVOKED']);
    await expect.poll(async () => refusal(await accounts(a, phone))).toEqual([401, 'SESSION_REVOKED']);
    expect(await statusOn(a, rahim)).toBe(200);
  });

  it('are all refused on the other instance when every other session is signed out', async () => {
    const phone = await signIn(a.app, a.clock, { email: RAHIM.email });
    expect(await statusOn(a, phone)).toBe(200);
    const ended = await as(b.app, rahim, { method: 'POST', url: '/api/settings/sessions/sign-out-others' });
    expect(ended.json<{ signedOut: number }>().signedOut).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => refusal(await accounts(a, phone))).toEqual([401, 'SESSION_REVOKED']);
    expect(await statusOn(a, rahim)).toBe(200);
  });
});
