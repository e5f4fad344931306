import type { Account } from '@taka/contracts';

/** The accounts pay orders, drafts, BAYD and bonds are for: savings and current. */
export const depositAccounts = (accounts: Account[]) =>
  accounts.filter((account) => account.kind === 'savings' || account.kind === 'current');

/** The accounts a certificate can be about: deposits, loans and fixed deposits. */
export const certificateAccounts = (accounts: Account[]) =>
  accounts.filter((account) => ['savings', 'current', 'loan', 'fdr'].includes(account.kind));
