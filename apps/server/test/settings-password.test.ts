import type { TestCustomer } from '@taka/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, latestMessage, refusal, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';

const NEW_PASSWORD = 'Brand-new#2027';

let t: TestApp;
let customer: TestCustomer;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  customer = await newTestCustomer(t);
});

const changePassword = (device: Device, payload: Record<string, string>) =>
  as(t.app, device, { method: 'POST', url: '/api/settings/change-password', payload });
const accounts = (device: Device) => as(t.app, device, { method: 'GET', url: '/api/accounts' });

describe('changing the password when signed in', () => {
  it('keeps this session, signs out every other one, texts the customer and records the change', async () => {
    const other = await signIn(t.app, t.clock, customer);
    const here = await signIn(t.app, t.clock, customer);

    const response = await changePassword(here, {
      currentPassword: customer.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await accounts(here)).statusCode).toBe(200);
    expect(refusal(await accounts(other))).toEqual([401, 'SESSION_PASSWORD_CHANGED']);
    expect(await latestMessage(t.app, customer.mobileNumber)).toMatchObject({ purpose: 'password-changed' });

    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.customerId, customer.customerId), eq(activityEvents.kind, 'password-changed')),
      );
    expect(event).toMatchObject({ details: { emailChanged: false } });
    expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: customer.email, password: customer.password, deviceUniqueId: crypto.randomUUID() },
    });
    expect(refusal(oldPassword)).toEqual([401, 'INVALID_CREDENTIALS']);
    await signIn(t.app, t.clock, { email: customer.email, password: NEW_PASSWORD });
  });

  it('refuses a wrong current password (403) and counts it towards the lock, changing nothing', async () => {
    const other = await signIn(t.app, t.clock, customer);
    const here = await signIn(t.app, t.clock, customer);
    const wrong = await changePassword(here, { currentPassword: 'Not-mine#1', newPassword: NEW_PASSWORD });
    expect(refusal(wrong)).toEqual([403, 'WRONG_PASSWORD']);
    expect((await accounts(other)).statusCode).toBe(200);

    for (let i = 0; i < 3; i++)
      await changePassword(here, { currentPassword: 'Not-mine#1', newPassword: NEW_PASSWORD });
    const fifth = await changePassword(here, { currentPassword: 'Not-mine#1', newPassword: NEW_PASSWORD });
    expect(refusal(fifth)).toEqual([423, 'ACCOUNT_LOCKED']);
    const right = await changePassword(here, {
      currentPassword: customer.password,
      newPassword: NEW_PASSWORD,
    });
    expect(refusal(right)).toEqual([423, 'ACCOUNT_LOCKED']);
  });

  it('holds the new password to the shared rules, and to differ from the current one', async () => {
    const here = await signIn(t.app, t.clock, customer);
    const weak = await changePassword(here, { currentPassword: customer.password, newPassword: 'short1' });
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPassword: 'password.tooShort' },
    });
    const same = await changePassword(here, {
      currentPassword: customer.password,
      newPassword: customer.password,
    });
    expect(same.json()).toMatchObject({ fields: { newPassword: 'password.sameAsCurrent' } });
  });
});
