import { and, asc, eq } from 'drizzle-orm';
import { formatMoney, type Account, type AccountKind } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, type AccountRow } from '../../db/schema/index.ts';

/**
 * Kinds that may send money (the source of any transfer) and receive an own-account transfer. A loan is repaid by
 * its instalments (loan services), never by a transfer of any amount: its schedule and its ledger always agree.
 */
export const SENDING_KINDS: readonly string[] = ['savings', 'current'];
export const RECEIVING_KINDS: readonly string[] = ['savings', 'current', 'credit_card'];

/** What may be spent now: balance above the floor for savings, current (overdraft) and card (credit); else 0. */
export function availableBalance(row: {
  kind: string;
  status: string;
  balance: bigint;
  minBalance: bigint | null;
}): bigint {
  if (row.status !== 'active' || !['savings', 'current', 'credit_card'].includes(row.kind)) return 0n;
  const available = row.balance - (row.minBalance ?? 0n);
  return available > 0n ? available : 0n;
}

export function toAccount(row: AccountRow): Account {
  const floor = row.minBalance ?? 0n;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as AccountKind,
    title: row.title,
    productName: row.productName,
    branch: row.branch,
    currency: 'BDT',
    status: row.status,
    ledgerBalance: formatMoney(row.balance),
    availableBalance: formatMoney(availableBalance(row)),
    overdraftLimit: row.kind === 'current' ? formatMoney(-floor) : null,
    creditLimit: row.kind === 'credit_card' ? formatMoney(-floor) : null,
    dueDate: row.dueOn,
    maturityDate: row.maturityOn,
    interestRate: row.interestRateBps === null ? null : formatMoney(BigInt(row.interestRateBps)),
    canSend: row.status === 'active' && SENDING_KINDS.includes(row.kind),
    canReceive: row.status === 'active' && RECEIVING_KINDS.includes(row.kind),
  };
}

const KIND_ORDER = ['savings', 'current', 'credit_card', 'loan', 'fdr'];

/** The customer's accounts: savings and current first, then card, loan, FDR. */
export async function listCustomerAccounts(db: Database, customerId: string): Promise<Account[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.customerId, customerId))
    .orderBy(asc(accounts.number));
  return rows.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)).map(toAccount);
}

/** One of the customer's accounts; null for an unknown or foreign id (the caller answers 404). */
export async function findCustomerAccount(
  db: Database,
  customerId: string,
  id: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.customerId, customerId)));
  return row ?? null;
}
