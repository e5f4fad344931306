import { randomInt } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, CUSTOMER_ACCOUNT_KINDS } from '../../db/schema/index.ts';

/** The facts of an account that never change once it is opened: safe to cache for the life of the process. */
export type AccountFacts = {
  id: string;
  number: string;
  customerId: string | null;
  kind: string;
  title: string;
  productName: string;
};

export type AccountDirectory = {
  byId(id: string): Promise<AccountFacts | null>;
  byNumber(number: string): Promise<AccountFacts | null>;
  /**
   * The bank account of a system key (`fee_income`, `settlement:npsb`...) to post to: one of its posting slots
   * (migration 0009) at random. Throws when there is none (a seed bug).
   */
  bankAccount(systemKey: string): Promise<AccountFacts>;
};

const MAX_ENTRIES = 100_000;

/** The accounts of bank account `systemKey`'s posting slots (decision 012): the account itself and `<key>/1`... */
export const isPostingSlotOf = (systemKey: string) =>
  or(eq(accounts.systemKey, systemKey), sql`starts_with(${accounts.systemKey}, ${`${systemKey}/`})`);

/**
 * A read-through cache of account facts (never balances or status, which change), so the hot path resolves
 * source, payee and the bank's own accounts without a query.
 */
export function accountDirectory(db: Database): AccountDirectory {
  const cache = new Map<string, AccountFacts>();
  const slots = new Map<string, AccountFacts[]>();
  const remember = (facts: AccountFacts) => {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(`id:${facts.id}`, facts).set(`number:${facts.number}`, facts);
    return facts;
  };
  const columns = {
    id: accounts.id,
    number: accounts.number,
    customerId: accounts.customerId,
    kind: accounts.kind,
    title: accounts.title,
    productName: accounts.productName,
  };
  const load = async (column: typeof accounts.id | typeof accounts.number, value: string, key: string) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const [row] = await db.select(columns).from(accounts).where(eq(column, value));
    // A customer's account nobody holds in internet banking yet may be tagged (decision 036): not cached.
    if (row && row.customerId === null && (CUSTOMER_ACCOUNT_KINDS as readonly string[]).includes(row.kind))
      return row;
    return row ? remember(row) : null;
  };
  return {
    byId: (id) => load(accounts.id, id, `id:${id}`),
    byNumber: (number) => load(accounts.number, number, `number:${number}`),
    async bankAccount(systemKey) {
      let choices = slots.get(systemKey);
      if (!choices) {
        choices = await db.select(columns).from(accounts).where(isPostingSlotOf(systemKey));
        if (choices.length === 0) throw new Error(`bank account ${systemKey} is missing`);
        slots.set(systemKey, choices);
      }
      return choices[randomInt(choices.length)]!;
    },
  };
}
