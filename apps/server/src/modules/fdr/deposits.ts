import { and, asc, eq } from 'drizzle-orm';
import { fdrInterest, formatMoney, type Fdr, type FdrTenor } from '@taka/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { accounts, fixedDeposits, journals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const credit = alias(accounts, 'credit_account');

const query = (db: Database) =>
  db
    .select({
      deposit: fixedDeposits,
      number: accounts.number,
      productName: accounts.productName,
      creditNumber: credit.number,
      transactionId: journals.transactionId,
    })
    .from(fixedDeposits)
    .innerJoin(accounts, eq(accounts.id, fixedDeposits.accountId))
    .innerJoin(journals, eq(journals.id, fixedDeposits.openingJournalId))
    .leftJoin(credit, eq(credit.id, fixedDeposits.creditAccountId));

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

const toFdr = ({ deposit, number, productName, creditNumber, transactionId }: Row): Fdr => ({
  id: deposit.accountId,
  accountNumber: number,
  productName,
  principal: formatMoney(deposit.principal),
  annualRate: formatMoney(BigInt(deposit.rateBps)),
  tenorMonths: deposit.tenorMonths as FdrTenor,
  openedOn: deposit.termStartOn,
  maturesOn: deposit.maturesOn,
  maturityAmount: formatMoney(
    deposit.principal + fdrInterest(deposit.principal, deposit.rateBps, deposit.tenorMonths),
  ),
  instruction: deposit.instruction,
  creditAccountNumber: creditNumber,
  status: deposit.status,
  transactionId,
});

/** The customer's fixed deposits opened online, by account number. */
export async function listDeposits(db: Database, customerId: string): Promise<Fdr[]> {
  const rows = await query(db).where(eq(fixedDeposits.customerId, customerId)).orderBy(asc(accounts.number));
  return rows.map(toFdr);
}

/** One of them; a foreign or unknown id is NOT_FOUND. */
export async function findDeposit(db: Database, customerId: string, id: string): Promise<Fdr> {
  const [row] = await query(db).where(
    and(eq(fixedDeposits.accountId, id), eq(fixedDeposits.customerId, customerId)),
  );
  if (!row) throw new AppError('NOT_FOUND', { message: 'You have no fixed deposit with this id.' });
  return toFdr(row);
}
