import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OtpChallenge, OutboxMessage, TransactionReceipt, TransferRequestInput } from '@taka/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { isPostingSlotOf } from '../../src/modules/accounts/directory.ts';
import { challengeRef } from '../../src/modules/transactions/deps.ts';
import { as, type Device } from './client.ts';

export { SEED_ACCOUNTS } from '../../src/db/seed/ledger-accounts.ts';

/** The code of challenge `challengeId` from the development outbox (its SMS carries the challenge's Ref). */
export async function codeFor(app: FastifyInstance, mobile: string, challengeId: string): Promise<string> {
  const ref = `Ref ${challengeRef(challengeId)}`;
  const response = await app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    query: { to: mobile, limit: '200' },
  });
  const message = response.json<{ messages: OutboxMessage[] }>().messages.find((m) => m.text.includes(ref));
  if (!message?.code) throw new Error(`no code for ${ref}`);
  return message.code;
}

export const requestCode = (app: FastifyInstance, device: Device, request: TransferRequestInput) =>
  as(app, device, { method: 'POST', url: '/api/transactions/otp', payload: request });

export const execute = (
  app: FastifyInstance,
  device: Device,
  body: { request: TransferRequestInput; challengeId: string; code: string },
  key: string | null = randomUUID(),
) =>
  as(app, device, {
    method: 'POST',
    url: '/api/transactions',
    payload: body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });

/** A challenge for `request` and its code, ready to execute. */
export async function challenge(
  app: FastifyInstance,
  device: Device,
  mobile: string,
  request: TransferRequestInput,
) {
  const response = await requestCode(app, device, request);
  expect(response.statusCode, response.body).toBe(200);
  const { challengeId } = response.json<OtpChallenge>();
  return { challengeId, code: await codeFor(app, mobile, challengeId) };
}

/** The whole client flow: otp -> code from the outbox -> execute with a fresh Idempotency-Key. */
export async function transfer(
  app: FastifyInstance,
  device: Device,
  mobile: string,
  request: TransferRequestInput,
) {
  const otp = await requestCode(app, device, request);
  if (otp.statusCode !== 200) return otp;
  const { challengeId } = otp.json<OtpChallenge>();
  return execute(app, device, { request, challengeId, code: await codeFor(app, mobile, challengeId) });
}

export async function receiptOf(response: { statusCode: number; body: string; json<T>(): T }) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionReceipt>();
}

export const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as { rows: T[] }).rows;

/** The balance of an account, straight from the ledger (poisha). */
export async function balanceOf(db: Database, accountId: string): Promise<bigint> {
  const [row] = await rows<{ balance: string }>(
    db,
    sql`select balance::text from accounts where id = ${accountId}`,
  );
  return BigInt(row!.balance);
}

/** What the bank holds on its account `systemKey`: the sum of the account's posting slots (migration 0009). */
export async function bankBalance(db: Database, systemKey: string): Promise<bigint> {
  const [row] = await rows<{ balance: string }>(
    db,
    sql`select sum(balance)::text as balance from accounts where ${isPostingSlotOf(systemKey)}`,
  );
  return BigInt(row!.balance);
}

/**
 * The ledger's invariants, recomputed from scratch: all balances sum to zero, every journal sums to zero, every
 * balance equals the sum of its postings and its last balance_after, and none is below its floor.
 */
export async function expectLedgerConsistent(db: Database): Promise<void> {
  const [total] = await rows<{ sum: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as sum from accounts`,
  );
  expect(total!.sum).toBe('0');
  const unbalanced = await rows(
    db,
    sql`select journal_id from postings group by journal_id having sum(amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drifted = await rows(
    db,
    sql`select a.id, a.balance, p.sum, p.last from accounts a
      left join lateral (select coalesce(sum(amount), 0) as sum,
        (select balance_after from postings q where q.account_id = a.id order by q.id desc limit 1) as last
        from postings where account_id = a.id) p on true
      where a.balance <> p.sum or a.balance <> coalesce(p.last, 0)`,
  );
  expect(drifted).toEqual([]);
  const belowFloor = await rows(
    db,
    sql`select id from accounts where min_balance is not null and balance < min_balance`,
  );
  expect(belowFloor).toEqual([]);
}
