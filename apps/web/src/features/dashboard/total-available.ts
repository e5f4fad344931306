import { parseMoney, type Account, type AccountKind } from '@taka/contracts';

/** The accounts whose money the customer can spend: what the dashboard's total adds up. */
const SPENDING_KINDS: readonly AccountKind[] = ['savings', 'current'];

/**
 * The dashboard's total: what may be spent now from the customer's savings and current accounts, their available
 * balances added up in poisha. Card credit, loans and fixed deposits are not the customer's money to spend.
 */
export const totalAvailable = (accounts: readonly Account[]): bigint =>
  accounts
    .filter((account) => SPENDING_KINDS.includes(account.kind))
    .reduce((total, account) => total + parseMoney(account.availableBalance), 0n);
