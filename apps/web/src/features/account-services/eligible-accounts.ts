import type { Account } from '@taka/contracts';

/** The accounts cheques are drawn on (and printed statements are for): savings and current. */
export const chequeAccounts = (accounts: Account[]) =>
  accounts.filter((account) => account.kind === 'savings' || account.kind === 'current');
