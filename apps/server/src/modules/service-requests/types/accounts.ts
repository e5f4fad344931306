import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { findCustomerAccount } from '../../accounts/accounts.ts';

export const MINUTE = 60_000;
export const taka = (whole: bigint) => whole * 100n;

/** The customer's account of one of `kinds`, active; a foreign or unknown id is NOT_FOUND on `payload.accountId`. */
export async function accountOf(db: Database, customerId: string, id: string, kinds: readonly string[]) {
  const account = await findCustomerAccount(db, customerId, id);
  if (!account)
    throw new AppError('NOT_FOUND', {
      message: 'None of your accounts has this id.',
      fields: { 'payload.accountId': 'serviceRequests.accountUnknown' },
    });
  if (!kinds.includes(account.kind))
    throw new AppError('ACCOUNT_NOT_ELIGIBLE', {
      message: 'This service is not offered on this kind of account.',
      fields: { 'payload.accountId': 'serviceRequests.accountNotEligible' },
    });
  if (account.status !== 'active') throw new AppError('ACCOUNT_NOT_ACTIVE');
  return account;
}
