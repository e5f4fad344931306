import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { withRetry } from '../ledger/ledger.ts';
import { CHALLENGE_REFUSALS, checkChallenge, type CodeBinding } from '../otp/one-time-codes.ts';

export type Confirmed<T> = { replayed: boolean; statusCode: number; body: T };

/**
 * A money movement confirmed with a one-time code, exactly once per Idempotency-Key (decision 034): one transaction
 * claims the key (a duplicate waits on its unique index, then replays the stored answer; another payload on the
 * same key is IDEMPOTENCY_KEY_REUSED), checks and consumes the code, runs `work` and stores its answer on the key.
 * A refused code gives the key back but keeps the wrong try counted.
 */
export async function confirmedOnce<T>(
  db: Database,
  otpKey: Buffer,
  request: {
    customerId: string;
    key: string;
    requestHash: string;
    binding: CodeBinding;
    challengeId: string;
    code: string;
    now: Date;
    statusCode: number;
  },
  work: (tx: Database) => Promise<T>,
): Promise<Confirmed<T>> {
  const { customerId, key, requestHash, now } = request;
  const outcome = await withRetry(() =>
    db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ customerId, key, requestHash, state: 'in_flight', createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      const thisKey = and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));
      if (claimed.length === 0) {
        const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
        if (!stored || stored.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (stored.state !== 'done') throw new AppError('IDEMPOTENCY_IN_FLIGHT');
        return { replayed: true, statusCode: stored.statusCode!, body: stored.response as T };
      }
      const check = await checkChallenge(tx, otpKey, request.challengeId, request.binding, request.code, now);
      if (check !== 'ok') {
        await tx.delete(idempotencyKeys).where(thisKey);
        return { refused: CHALLENGE_REFUSALS[check] };
      }
      const body = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ state: 'done', statusCode: request.statusCode, response: body })
        .where(thisKey);
      return { replayed: false, statusCode: request.statusCode, body };
    }),
  );
  if ('refused' in outcome && outcome.refused) throw new AppError(outcome.refused);
  return outcome as Confirmed<T>;
}
