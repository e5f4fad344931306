import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatMoney, type Loan, type LoanDetail, type LoanInstalment } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  journals,
  loanInstalments,
  loans,
  type AccountRow,
  type LoanRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { emiSchedule, type ScheduledInstalment } from './emi.ts';

/** A percent string of basis points: 900 -> "9.00". */
export const percentOf = (bps: number) => formatMoney(BigInt(bps));

type Paid = { number: number; transactionId: string };

export type LoanRecord = { account: AccountRow; terms: LoanRow; paid: Paid[] };

function toInstalment(row: ScheduledInstalment, paid: Map<number, string>, next: number): LoanInstalment {
  const transactionId = paid.get(row.number) ?? null;
  return {
    number: row.number,
    dueDate: row.dueOn,
    instalment: formatMoney(row.instalment),
    principal: formatMoney(row.principal),
    interest: formatMoney(row.interest),
    balance: formatMoney(row.balance),
    status: transactionId ? 'paid' : row.number === next ? 'due' : 'upcoming',
    transactionId,
  };
}

/** The next instalment to pay: the one after the last paid (instalments are paid in order). */
export const nextNumber = (paid: Paid[]) => paid.reduce((n, p) => Math.max(n, p.number), 0) + 1;

/** A loan with its schedule as the customer sees it; the outstanding principal is the ledger's balance. */
export function toLoanDetail({ account, terms, paid }: LoanRecord): LoanDetail {
  const byNumber = new Map(paid.map((p) => [p.number, p.transactionId]));
  const next = nextNumber(paid);
  const schedule = emiSchedule(terms).map((row) => toInstalment(row, byNumber, next));
  return {
    id: account.id,
    accountNumber: account.number,
    productName: account.productName,
    principal: formatMoney(terms.principal),
    annualRate: percentOf(terms.annualRateBps),
    tenorMonths: terms.tenorMonths,
    startDate: terms.startOn,
    emi: formatMoney(terms.emi),
    outstanding: formatMoney(account.balance < 0n ? -account.balance : 0n),
    paidInstalments: paid.length,
    nextInstalment: schedule.find((row) => row.status === 'due') ?? null,
    schedule,
  };
}

export const toLoan = (record: LoanRecord): Loan => {
  const { schedule: _schedule, ...loan } = toLoanDetail(record);
  return loan;
};

async function paidOf(db: Database, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: loanInstalments.loanAccountId,
      number: loanInstalments.number,
      transactionId: journals.transactionId,
    })
    .from(loanInstalments)
    .innerJoin(journals, eq(journals.id, loanInstalments.journalId))
    .where(inArray(loanInstalments.loanAccountId, accountIds));
}

/** The customer's loans (those with terms), by account number. */
export async function loanRecords(db: Database, customerId: string): Promise<LoanRecord[]> {
  const rows = await db
    .select({ account: accounts, terms: loans })
    .from(loans)
    .innerJoin(accounts, eq(accounts.id, loans.accountId))
    .where(eq(accounts.customerId, customerId))
    .orderBy(asc(accounts.number));
  const paid = await paidOf(
    db,
    rows.map((row) => row.account.id),
  );
  return rows.map((row) => ({ ...row, paid: paid.filter((p) => p.accountId === row.account.id) }));
}

/** One of the customer's loans; a foreign or unknown id is NOT_FOUND. `lock` takes the terms' row lock. */
export async function loanRecord(
  db: Database,
  customerId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LoanRecord> {
  const query = db
    .select({ account: accounts, terms: loans })
    .from(loans)
    .innerJoin(accounts, eq(accounts.id, loans.accountId))
    .where(and(eq(loans.accountId, id), eq(accounts.customerId, customerId)));
  const [row] = options.lock ? await query.for('update', { of: loans }) : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: 'You have no loan with this id.' });
  return { ...row, paid: await paidOf(db, [id]) };
}

export const listLoans = async (db: Database, customerId: string) =>
  (await loanRecords(db, customerId)).map(toLoan);
export const loanDetail = async (db: Database, customerId: string, id: string) =>
  toLoanDetail(await loanRecord(db, customerId, id));
