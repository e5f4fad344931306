import {
  STATEMENT_DOWNLOAD_MAX_DAYS,
  statementDays,
  type Statement,
  type StatementDownloadQuery,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findCustomerAccount } from '../accounts/accounts.ts';
import { statementOf } from './statement.ts';

/** More rows than this in one download is refused (choose a shorter period); a year of a retail account fits. */
export const STATEMENT_DOWNLOAD_MAX_ROWS = 10_000;

/**
 * The whole statement of one of the customer's accounts for a download: every row, no pages. A period longer than
 * STATEMENT_DOWNLOAD_MAX_DAYS is STATEMENT_RANGE_TOO_LONG; more than STATEMENT_DOWNLOAD_MAX_ROWS rows is
 * STATEMENT_TOO_LARGE; a foreign account is NOT_FOUND.
 */
export async function statementForDownload(
  db: Database,
  customerId: string,
  query: Required<Omit<StatementDownloadQuery, 'language'>>,
): Promise<{ statement: Statement; branch: string }> {
  if (statementDays(query.from, query.to) > STATEMENT_DOWNLOAD_MAX_DAYS)
    throw new AppError('STATEMENT_RANGE_TOO_LONG', { fields: { to: 'statement.rangeTooLong' } });
  const account = await findCustomerAccount(db, customerId, query.accountId);
  if (!account) throw new AppError('NOT_FOUND');
  const statement = await statementOf(db, customerId, {
    accountId: query.accountId,
    from: query.from,
    to: query.to,
    page: 0,
    size: STATEMENT_DOWNLOAD_MAX_ROWS,
  });
  if (statement.totalElements > STATEMENT_DOWNLOAD_MAX_ROWS) throw new AppError('STATEMENT_TOO_LARGE');
  return { statement, branch: account.branch };
}

/** A file name for the statement: statement-<account number>-<from>-to-<to>.<extension>. */
export const statementFileName = (statement: Statement, extension: 'pdf' | 'csv') =>
  `statement-${statement.account.number}-${statement.from}-to-${statement.to}.${extension}`;
