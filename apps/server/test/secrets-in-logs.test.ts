import { sql } from 'drizzle-orm';
import type { OtpChallenge, TransferRequestInput } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { outboxChannel, type OutgoingMessage } from '../src/modules/messaging/channel.ts';
import { testConfig, TestClock } from './helpers/app.ts';
import { as, KARIM, RAHIM, SEED_CUSTOMERS, SEED_PASSWORD, signIn, type Device } from './helpers/client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { execute, requestCode, SEED_ACCOUNTS } from './helpers/money.ts';

/** A log line without the fields whose digits could spell a six-digit code by chance (time, latency, pid). */
function withoutNumbersOfItsOwn(line: string): string {
  const {
    time: _time,
    responseTime: _responseTime,
    pid: _pid,
    ...rest
  } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(rest);
}

const containsSecret = (line: string, secret: string) =>
  /^\d+$/.test(secret) ? new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(line) : line.includes(secret);

/**
 * Every secret a flow handles (passwords, access tokens, session keys, Session-Data headers, one-time codes) is
 * collected while the flows run, successful and failing, at the debug log level; then no log line may carry one.
 * The failures include the one that leaked a code: the query storing an SMS with its code failing.
 */
describe('the server log', () => {
  const clock = new TestClock();
  const logs: string[] = [];
  const secrets = new Set<string>();
  const sent: OutgoingMessage[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(clock.now());
    const outbox = outboxChannel(database.db, clock);
    app = await buildApp(testConfig(), {
      database,
      clock,
      logStream: { write: (line: string) => void logs.push(line) },
      channel: {
        async send(message) {
          sent.push(message);
          if (message.code) secrets.add(message.code);
          await outbox.send(message);
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload });
  const collect = (device: Device) => {
    secrets.add(device.session.accessToken);
    secrets.add(device.session.sessionKey);
    secrets.add(device.headers()['session-data']!);
  };

  it('carries no secret, whatever succeeded or failed', async () => {
    for (const password of [SEED_PASSWORD, 'Wrong#Guess-2026', 'Nasrin#Secret-2026', 'Karim#Reset-2027'])
      secrets.add(password);

    const rahim = await signIn(app, clock, { email: RAHIM.email });
    collect(rahim);
    expect(
      (await post('/api/auth/sign-in', { email: RAHIM.email, password: 'Wrong#Guess-2026' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const nasrin = SEED_CUSTOMERS.nasrin;
    await post('/api/auth/sign-up', {
      accountNumber: nasrin.accountNumbers[0],
      mobileNumber: nasrin.mobileNumber,
      email: 'nasrin@demo.taka',
      password: 'Nasrin#Secret-2026',
    });
    const signUpCode = sent.at(-1)!.code!;
    await post('/api/auth/confirm-sign-up', { email: 'nasrin@demo.taka', code: '000000' });
    await post('/api/auth/confirm-sign-up', { email: 'nasrin@demo.taka', code: signUpCode });

    const request: TransferRequestInput = {
      type: 'own',
      sourceAccountId: SEED_ACCOUNTS.rahim.savings.id,
      destinationAccountId: SEED_ACCOUNTS.rahim.current.id,
      amount: '10.00',
    };
    const { challengeId } = (await requestCode(app, rahim, request)).json<OtpChallenge>();
    const transferCode = sent.at(-1)!.code!;
    await execute(app, rahim, { request, challengeId, code: '999999' });
    expect((await execute(app, rahim, { request, challengeId, code: transferCode })).statusCode).toBe(200);

    // The outbox refuses every message from now on: a code is made, and the query that stores it fails.
    await database.db.execute(
      sql`alter table outbox_messages add constraint outbox_down check (recipient is null) not valid`,
    );
    const reset = await post('/api/auth/forgot-password', { email: KARIM.email });
    expect(reset.statusCode).toBe(500);
    expect(sent.at(-1)?.purpose).toBe('reset-password');
    const failed = await requestCode(app, rahim, request);
    expect(failed.statusCode).toBe(500);
    await post('/api/auth/reset-password', {
      email: KARIM.email,
      code: sent.at(-1)!.code!,
      password: 'Karim#Reset-2027',
    });
    expect(await as(app, rahim, { method: 'POST', url: '/api/auth/sign-out' })).toBeDefined();

    expect(logs.some((line) => line.includes('outbox_down'))).toBe(true); // the failures were logged
    // and every request's lines: its arrival (debug) and its answer
    const messages = logs.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('incoming request');
    expect(messages.some((message) => message.startsWith('POST /api/auth/sign-in 200 '))).toBe(true);
    const leaks = logs
      .map(withoutNumbersOfItsOwn)
      .flatMap((line) =>
        [...secrets].filter((secret) => containsSecret(line, secret)).map((secret) => ({ secret, line })),
      );
    expect(leaks).toEqual([]);
  });
});
