import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  StandingInstructionSchema,
  StandingRunListSchema,
  TestCustomerSchema,
  type OtpChallenge,
  type ScheduledTransferInput,
  type TestCustomer,
} from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { runScheduler } from '../../src/modules/schedules/scheduler.ts';
import { MINUTE, type TestApp } from './app.ts';
import { as, signIn, type Device } from './client.ts';
import { codeFor, rows, SEED_ACCOUNTS } from './money.ts';

/** A customer of its own (the development route), signed in; sign in again with `refresh` after moving time. */
export type Customer = TestCustomer & { device: Device; refresh(): Promise<void> };

export async function newCustomer(
  app: FastifyInstance,
  clock: Clock,
  balance = '50000.00',
): Promise<Customer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/customers',
    payload: { accounts: [{ kind: 'savings', balance }] },
  });
  const made = TestCustomerSchema.parse(response.json());
  const login = () => signIn(app, clock, { email: made.email, password: made.password });
  const customer: Customer = {
    ...made,
    device: await login(),
    async refresh() {
      customer.device = await login();
    },
  };
  return customer;
}

/** A within-bank transfer to Karim from the customer's first account. */
export const toKarim = (customer: TestCustomer, amount: string, remarks: string) =>
  ({
    type: 'within_bank',
    sourceAccountId: customer.accounts[0]!.id,
    accountNumber: SEED_ACCOUNTS.karim.savings.number,
    amount,
    remarks,
  }) as const;

export const requestSetupCode = (app: FastifyInstance, customer: Customer, body: ScheduledTransferInput) =>
  as(app, customer.device, { method: 'POST', url: '/api/standing-instructions/otp', payload: body });

/** The whole set-up: a code for exactly this request and schedule, then the instruction with it. */
export async function setUpInstruction(
  app: FastifyInstance,
  customer: Customer,
  body: ScheduledTransferInput,
) {
  const otp = await requestSetupCode(app, customer, body);
  expect(otp.statusCode, otp.body).toBe(200);
  const { challengeId } = otp.json<OtpChallenge>();
  const code = await codeFor(app, customer.mobileNumber, challengeId);
  const response = await as(app, customer.device, {
    method: 'POST',
    url: '/api/standing-instructions',
    payload: { ...body, challengeId, code },
  });
  expect(response.statusCode, response.body).toBe(201);
  return StandingInstructionSchema.parse(response.json());
}

export async function runsOf(app: FastifyInstance, customer: Customer, id: string) {
  const response = await as(app, customer.device, {
    method: 'GET',
    url: `/api/standing-instructions/${id}/runs`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return StandingRunListSchema.parse(response.json()).runs;
}

export async function instructionOf(app: FastifyInstance, customer: Customer, id: string) {
  const response = await as(app, customer.device, { method: 'GET', url: '/api/standing-instructions' });
  return response.json<{ instructions: { id: string }[] }>().instructions.find((one) => one.id === id);
}

/** How many transfers the ledger holds with these remarks (each test's remarks are its own). */
export async function transfersWith(app: FastifyInstance, remarks: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from journals where remarks = ${remarks}`,
  );
  return row!.n;
}

export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** What the scheduling tests do with the app `get` answers (made in beforeAll), on its test clock. */
export function schedulingKit(get: () => TestApp) {
  const now = () => get().clock.now();
  const later = (ms: number) => new Date(now().getTime() + ms);
  return {
    now,
    later,
    moveTo: (at: Date) => get().clock.advance(at.getTime() - now().getTime()),
    /** One pass of the scheduler on `app` (default: the first instance), as of the test clock. */
    tick: (app: TestApp = get(), scope: { customerId?: string } = {}) =>
      runScheduler(app.app.money, now(), scope),
    customer: (balance?: string) => newCustomer(get().app, get().clock, balance),
    /** Remarks of the test's own, to count its transfers by. */
    unique: () => `so ${randomUUID().slice(0, 8)}`,
    payLater: (c: Customer, amount: string, remarks: string, at = later(HOUR)): ScheduledTransferInput => ({
      request: toKarim(c, amount, remarks),
      schedule: { startAt: at.toISOString() },
    }),
    post: (c: Customer, url: string, payload?: object) =>
      as(get().app, c.device, { method: 'POST', url: `/api/standing-instructions${url}`, payload }),
  };
}
