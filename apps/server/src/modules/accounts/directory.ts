import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

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
  /** A bank account by its system key (`fee_income`, `settlement:npsb`...); throws when missing (a seed bug). */
  bankAccount(systemKey: string): Promise<AccountFacts>;
};

const MAX_ENTRIES = 100_000;

/**
 * A read-through cache of account facts (never balances or status, which change), so the hot path resolves
 * source, payee and the bank's own accounts without a query.
 */
export function accountDirectory(db: Database): AccountDirectory {
  const cache = new Map<string, AccountFacts>();
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
    systemKey: accounts.systemKey,
  };
  const load = async (where: ReturnType<typeof eq>, key: string) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const [row] = await db.select(columns).from(accounts).where(where);
    if (!row) return null;
    const { systemKey, ...facts } = row;
    if (systemKey) cache.set(`system:${systemKey}`, facts);
    return remember(facts);
  };
  return {
    byId: (id) => load(eq(accounts.id, id), `id:${id}`),
    byNumber: (number) => load(eq(accounts.number, number), `number:${number}`),
    async bankAccount(systemKey) {
      const facts = await load(eq(accounts.systemKey, systemKey), `system:${systemKey}`);
      if (!facts) throw new Error(`bank account ${systemKey} is missing`);
      return facts;
    },
  };
}
