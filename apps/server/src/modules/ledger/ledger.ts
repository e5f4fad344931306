import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, ERRORS, type ErrorCode } from '../../errors.ts';

/** One account's side of a journal: positive credits the account, negative debits it (poisha). */
export type Leg = { accountId: string; amount: bigint };

/** Everything a journal row says besides its id (see db/schema/ledger.ts `journals`). */
export type JournalDraft = {
  transactionId: string;
  type: string;
  status: string;
  /** `clearing`: a cheque paid when presented (decision 035). */
  channel: 'internet_banking' | 'system' | 'clearing';
  customerId: string | null;
  fromAccountId: string | null;
  fromName: string;
  fromNumber: string;
  toName: string;
  toNumber: string;
  amount: bigint;
  charge: bigint;
  vat: bigint;
  remarks: string;
  details: Record<string, string> | null;
  createdAt: Date;
};

const TRANSACTION_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A public transaction id: TK + 12 characters of Crockford base32 (60 random bits). */
export function newTransactionId(): string {
  let id = 'TK';
  for (let i = 0; i < 12; i++) id += TRANSACTION_ID_ALPHABET[randomInt(32)];
  return id;
}

/** The journal as the SQL functions take it: snake_case, poisha as strings (JSON numbers would lose bigints). */
export function journalJson(draft: JournalDraft) {
  return {
    transaction_id: draft.transactionId,
    type: draft.type,
    status: draft.status,
    channel: draft.channel,
    customer_id: draft.customerId,
    from_account_id: draft.fromAccountId,
    from_name: draft.fromName,
    from_number: draft.fromNumber,
    to_name: draft.toName,
    to_number: draft.toNumber,
    amount: String(draft.amount),
    charge: String(draft.charge),
    vat: String(draft.vat),
    remarks: draft.remarks,
    details: draft.details,
    created_at: draft.createdAt.toISOString(),
  };
}

/**
 * Legs with each account once (amounts of the same account added) and no zero amounts; they must sum to zero.
 * Accounts in `owned` are marked: the posting checks they are the acting customer's.
 */
export function legsJson(legs: Leg[], owned: readonly string[] = []) {
  const byAccount = new Map<string, bigint>();
  for (const leg of legs) byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0n) + leg.amount);
  let sum = 0n;
  const merged: { account_id: string; amount: string; owned?: true }[] = [];
  for (const [accountId, amount] of byAccount) {
    sum += amount;
    if (amount === 0n) continue;
    merged.push({
      account_id: accountId,
      amount: String(amount),
      ...(owned.includes(accountId) ? { owned: true } : {}),
    });
  }
  if (sum !== 0n) throw new Error(`journal legs do not balance (${sum})`);
  return merged;
}

type PgError = { code?: string; message?: string; constraint?: string };

/** The driver's error under drizzle's DrizzleQueryError wrapper. */
function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** A refusal raised by the ledger's SQL (P0001 with a catalogue code), or a balance below its floor. */
export function ledgerRefusal(error: unknown): ErrorCode | 'OTP_CHECK_FAILED' | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  if (pg.code === '23514' && pg.message?.includes('accounts_balance_floor')) return 'INSUFFICIENT_FUNDS';
  if (pg.code !== 'P0001' || !pg.message) return undefined;
  if (pg.message === 'OTP_CHECK_FAILED') return 'OTP_CHECK_FAILED';
  return pg.message in ERRORS ? (pg.message as ErrorCode) : undefined;
}

/** Turns a ledger refusal into the AppError a client gets; anything else is rethrown as it is (a 500). */
function asAppError(error: unknown): unknown {
  const code = ledgerRefusal(error);
  return code && code !== 'OTP_CHECK_FAILED' ? new AppError(code) : error;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `work` again (up to 5 times) when the database aborts it for a serialization failure or deadlock. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has(pgErrorOf(error)?.code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, randomInt(1, 5 * attempt)));
    }
  }
}

/**
 * Calls SQL function `fn` with its arguments cast to `types`, as a statement prepared once per database handle:
 * PostgreSQL parses and plans it once per connection instead of on every call (the hot path's statements).
 */
export function preparedCall<T>(fn: string, types: readonly string[]) {
  const args = sql.join(
    types.map((type, i) => sql`${sql.placeholder(`a${i}`)}::${sql.raw(type)}`),
    sql`, `,
  );
  const build = (db: Database) =>
    db
      .select({ result: sql<T>`${sql.raw(fn)}(${args})` })
      .from(sql`(select 1) as call`)
      .prepare(fn);
  const prepared = new WeakMap<Database, ReturnType<typeof build>>();
  return async (db: Database, ...values: unknown[]): Promise<T> => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    const [row] = await query.execute(Object.fromEntries(values.map((value, i) => [`a${i}`, value])));
    return row!.result;
  };
}

/** The first row of a raw query (both drivers answer `{ rows }`). */
export async function firstRow<T>(db: Database, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows[0]!;
}

/**
 * Posts a journal (bank-side: seeds, clearing; or a customer's, with `owner`: the accounts in `owned` must be that
 * customer's and active) and returns its id; refusals throw AppErrors. Inside a transaction pass the transaction: a
 * retry (withRetry) belongs around the whole of it.
 */
export async function postJournal(
  db: Database,
  draft: JournalDraft,
  legs: Leg[],
  owner: { customerId: string; owned: string[] } | null = null,
): Promise<number> {
  try {
    const journal = JSON.stringify(journalJson(draft));
    const legsText = JSON.stringify(legsJson(legs, owner?.owned));
    const row = await firstRow<{ id: string }>(
      db,
      sql`select ledger_post(${journal}::jsonb, ${legsText}::jsonb, ${owner?.customerId ?? null}::uuid) as id`,
    );
    return Number(row.id);
  } catch (error) {
    throw asAppError(error);
  }
}

/** Reverses journal `journalId` with a new journal (status REVERSE); its limit usage of `periods` is given back. */
export async function reverseJournal(
  db: Database,
  journalId: number,
  reversal: { transactionId: string; createdAt: Date; remarks: string },
  periods: { day: string; month: string },
): Promise<number> {
  const fields = {
    transaction_id: reversal.transactionId,
    created_at: reversal.createdAt.toISOString(),
    remarks: reversal.remarks,
    channel: 'system',
  };
  const row = await firstRow<{ id: string }>(
    db,
    sql`select ledger_reverse(${journalId}, ${JSON.stringify(fields)}::jsonb, ${periods.day}::date, ${periods.month}::date) as id`,
  );
  return Number(row.id);
}
