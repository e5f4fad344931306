import { and, asc, eq, lte } from 'drizzle-orm';
import { fdrInterest, formatDate, type FdrTenor } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  fdrMaturities,
  fixedDeposits,
  notifications,
  type FixedDepositRow,
} from '../../db/schema/index.ts';
import { addMonths } from '../../db/seed/dates.ts';
import { maskNumber } from '../activity/record.ts';
import { customerTexts } from '../languages/texts.ts';
import { newTransactionId, postJournal, type JournalDraft } from '../ledger/ledger.ts';
import { dhakaDate } from '../limits/periods.ts';
import type { MoneyDeps } from '../transactions/deps.ts';
import { FDR_RATES_BPS } from './product.ts';

const BATCH = 50;

/** A bank-side journal of a deposit's maturity. */
const draftOf = (
  fields: Pick<JournalDraft, 'type' | 'amount' | 'remarks'>,
  names: { from: { name: string; number: string }; to: { name: string; number: string } },
  now: Date,
): JournalDraft => ({
  transactionId: newTransactionId(),
  status: 'SUCCESS',
  channel: 'system',
  customerId: null,
  fromAccountId: null,
  fromName: names.from.name,
  fromNumber: names.from.number,
  toName: names.to.name,
  toNumber: names.to.number,
  charge: 0n,
  vat: 0n,
  details: null,
  createdAt: now,
  ...fields,
});

/**
 * One term of a deposit matures (under its row lock, in the caller's transaction): the term's interest is posted
 * from the bank's interest expense, then the instruction is carried out: renew the principal (the interest paid to
 * the credit account), renew principal and interest, or pay both out and close the deposit. The maturity row's
 * primary key (deposit, day) holds it to once.
 */
async function mature(tx: Database, expense: string, deposit: FixedDepositRow, now: Date): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, deposit.accountId));
  const credit = deposit.creditAccountId
    ? (await tx.select().from(accounts).where(eq(accounts.id, deposit.creditAccountId)))[0]
    : undefined;
  const interest = fdrInterest(deposit.principal, deposit.rateBps, deposit.tenorMonths);
  const { t, taka, language } = await customerTexts(tx, deposit.customerId);
  const fdr = { name: account!.productName, number: account!.number };
  const bank = { name: 'Taka Bank', number: 'Interest' };
  let interestJournalId: number | null = null;
  if (interest > 0n) {
    interestJournalId = await postJournal(
      tx,
      draftOf(
        {
          type: 'fdr_interest',
          amount: interest,
          remarks: t('messages.remarks.fdrInterest', { date: formatDate(deposit.maturesOn, language) }),
        },
        { from: bank, to: fdr },
        now,
      ),
      [
        { accountId: expense, amount: -interest },
        { accountId: deposit.accountId, amount: interest },
      ],
    );
  }
  const payout =
    deposit.instruction === 'credit_to_account'
      ? deposit.principal + interest
      : deposit.instruction === 'renew_principal'
        ? interest
        : 0n;
  let payoutJournalId: number | null = null;
  if (payout > 0n && credit) {
    payoutJournalId = await postJournal(
      tx,
      draftOf(
        { type: 'fdr_payout', amount: payout, remarks: t('messages.remarks.fdrMaturity') },
        { from: fdr, to: { name: credit.title, number: credit.number } },
        now,
      ),
      [
        { accountId: deposit.accountId, amount: -payout },
        { accountId: credit.id, amount: payout },
      ],
    );
  }
  await tx.insert(fdrMaturities).values({
    accountId: deposit.accountId,
    maturedOn: deposit.maturesOn,
    interest,
    interestJournalId,
    payoutJournalId,
    createdAt: now,
  });
  const closes = deposit.instruction === 'credit_to_account';
  const rateBps = FDR_RATES_BPS[deposit.tenorMonths as FdrTenor] ?? deposit.rateBps;
  const nextMaturity = addMonths(deposit.maturesOn, deposit.tenorMonths);
  await tx
    .update(fixedDeposits)
    .set(
      closes
        ? { status: 'closed' }
        : {
            principal:
              deposit.instruction === 'renew_principal' ? deposit.principal : deposit.principal + interest,
            rateBps,
            termStartOn: deposit.maturesOn,
            maturesOn: nextMaturity,
          },
    )
    .where(eq(fixedDeposits.accountId, deposit.accountId));
  await tx
    .update(accounts)
    .set(closes ? { status: 'closed' } : { maturityOn: nextMaturity, interestRateBps: rateBps })
    .where(eq(accounts.id, deposit.accountId));
  const paid = credit && { amount: taka(payout), account: maskNumber(credit.number) };
  const what = closes
    ? t('messages.fdrMatured.paidOut', paid!)
    : t('messages.fdrMatured.renewed', { date: formatDate(nextMaturity, language) }) +
      (payout > 0n && paid ? ` ${t('messages.fdrMatured.interestPaid', paid)}` : '');
  await tx.insert(notifications).values({
    customerId: deposit.customerId,
    category: 'TRANSACTIONAL',
    messageTitle: t('messages.fdrMatured.title'),
    messageText: `${t('messages.fdrMatured.text', { account: maskNumber(account!.number), interest: taka(interest) })} ${what}`,
    link: '/dashboard',
    useRouter: true,
    createdAt: now,
  });
}

/**
 * Matures every active deposit whose day (Dhaka) has come by `now`, each term once: due deposits are claimed
 * FOR UPDATE SKIP LOCKED, a batch per transaction, and each matured term moves the deposit's day on (or closes it),
 * so a second run, or a second server, finds nothing to do. A renewed deposit still due (a run long after) matures
 * again in the next batch. `customerId` limits it to one customer's deposits (the development route).
 */
export async function runFdrMaturity(
  deps: MoneyDeps,
  now: Date,
  options: { customerId?: string } = {},
): Promise<{ matured: number }> {
  const today = dhakaDate(now);
  let matured = 0;
  for (;;) {
    // Looked up before the transaction: the directory reads through its own handle (one connection on PGlite).
    const expense = (await deps.directory.bankAccount('interest_expense')).id;
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(fixedDeposits)
        .where(
          and(
            eq(fixedDeposits.status, 'active'),
            lte(fixedDeposits.maturesOn, today),
            options.customerId ? eq(fixedDeposits.customerId, options.customerId) : undefined,
          ),
        )
        .orderBy(asc(fixedDeposits.maturesOn))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const deposit of due) await mature(tx, expense, deposit, now);
      return due.length;
    });
    matured += claimed;
    if (claimed === 0) return { matured };
  }
}
