import { eq } from 'drizzle-orm';
import {
  formatMoney,
  formatNumber,
  type InstalmentPayment,
  type InstalmentReceipt,
  type OtpChallenge,
  type PayInstalmentRequest,
} from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { accounts, loanInstalments, notifications, type AccountRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { SENDING_KINDS, availableBalance, findCustomerAccount } from '../accounts/accounts.ts';
import { maskNumber, recordActivity } from '../activity/record.ts';
import { textsIn, type Texts } from '../languages/texts.ts';
import { newTransactionId, postJournal } from '../ledger/ledger.ts';
import { issueCode } from '../otp/one-time-codes.ts';
import { textCode } from '../otp/text-code.ts';
import { payloadHash, type Actor, type MoneyDeps } from '../transactions/deps.ts';
import { confirmedOnce, type Confirmed } from './confirmed.ts';
import { emiSchedule } from './emi.ts';
import { loanRecord, nextNumber, toLoan, type LoanRecord } from './loans.ts';

/** The action an instalment's code allows. */
export const LOAN_INSTALMENT_PURPOSE = 'loan.instalment';

const bindingFor = (actor: Actor, loanId: string, payment: InstalmentPayment) => ({
  customerId: actor.customerId,
  purpose: LOAN_INSTALMENT_PURPOSE,
  sessionId: actor.sessionId,
  payloadHash: payloadHash({ loanId, ...payment }),
});

/** The customer's savings or current account to pay from; NOT_FOUND names the field for a foreign one. */
async function sourceAccount(db: Database, customerId: string, id: string) {
  const account = await findCustomerAccount(db, customerId, id);
  if (!account)
    throw new AppError('NOT_FOUND', {
      message: 'None of your accounts has this id.',
      fields: { fromAccountId: 'loans.accountUnknown' },
    });
  if (!SENDING_KINDS.includes(account.kind)) throw new AppError('ACCOUNT_NOT_ELIGIBLE');
  if (account.status !== 'active') throw new AppError('ACCOUNT_NOT_ACTIVE');
  return account;
}

/** The scheduled instalment `number`, if it is the next one to pay. */
function instalmentDue(record: LoanRecord, number: number) {
  const schedule = emiSchedule(record.terms);
  const next = nextNumber(record.paid);
  if (next > schedule.length) throw new AppError('LOAN_REPAID');
  if (number !== next) throw new AppError('LOAN_INSTALMENT_NOT_NEXT');
  return { row: schedule[number - 1]!, following: schedule[number] ?? null };
}

/**
 * Sends a code for paying instalment `payment.instalment` of loan `loanId`, after the checks the payment makes (the
 * loan and the account are the customer's, it is the next instalment, the balance covers it).
 */
export async function requestInstalmentCode(
  deps: MoneyDeps,
  actor: Actor,
  loanId: string,
  payment: InstalmentPayment,
): Promise<OtpChallenge> {
  const record = await loanRecord(deps.db, actor.customerId, loanId);
  const from = await sourceAccount(deps.db, actor.customerId, payment.fromAccountId);
  const { row } = instalmentDue(record, payment.instalment);
  if (availableBalance(from) < row.instalment) throw new AppError('INSUFFICIENT_FUNDS');
  const issued = await issueCode(deps.db, deps.otpKey, bindingFor(actor, loanId, payment), deps.clock.now(), {
    client: actor.client,
    mobileNumber: actor.mobileNumber,
    details: { loan: maskNumber(record.account.number) },
  });
  return textCode(deps.channel, actor, issued, LOAN_INSTALMENT_PURPOSE, ({ t, taka, language }) =>
    t('messages.codeActions.loanInstalment', {
      amount: taka(row.instalment),
      number: formatNumber(row.number, language),
      loan: maskNumber(record.account.number),
    }),
  );
}

/**
 * Pays the next instalment with its code, once per Idempotency-Key, under the loan's row lock (`postInstalment`), with
 * an activity-log entry, all in one transaction.
 */
export async function payInstalment(
  deps: MoneyDeps,
  actor: Actor,
  loanId: string,
  key: string,
  body: PayInstalmentRequest & { payment: InstalmentPayment },
): Promise<Confirmed<InstalmentReceipt>> {
  const now = deps.clock.now();
  const { payment } = body;
  const interestIncome = (await deps.directory.bankAccount('interest_income')).id;
  return confirmedOnce(
    deps.db,
    deps.otpKey,
    {
      customerId: actor.customerId,
      key,
      requestHash: payloadHash({ loanId, payment }),
      binding: bindingFor(actor, loanId, payment),
      challengeId: body.challengeId,
      code: body.code,
      now,
      statusCode: 200,
    },
    async (tx) => {
      const record = await loanRecord(tx, actor.customerId, loanId, { lock: true });
      const from = await sourceAccount(tx, actor.customerId, payment.fromAccountId);
      const paid = await postInstalment(tx, {
        record,
        from,
        number: payment.instalment,
        interestIncome,
        texts: textsIn(actor.language),
        now,
      });
      const { row, transactionId } = paid;
      await recordActivity(tx, {
        customerId: actor.customerId,
        kind: 'loan-instalment-paid',
        at: now,
        client: actor.client,
        sessionId: actor.sessionId,
        details: {
          loan: maskNumber(record.account.number),
          from: maskNumber(from.number),
          instalment: row.number,
          amount: formatMoney(row.instalment),
        },
      });
      return {
        transactionId,
        amount: formatMoney(row.instalment),
        fromAccountNumber: from.number,
        loan: toLoan(paid.record),
      };
    },
  );
}

/**
 * Pays instalment `number` of the loan, which must be the next due, from the customer's account, in the caller's
 * transaction (the loan's row locked): one journal debits the account the instalment, credits the loan its principal
 * part and the bank's interest income the interest; the instalment is recorded paid (at most once: primary key), the
 * loan's next due date moves on and the customer's notification says so. The seed pays its instalments so too.
 */
export async function postInstalment(
  tx: Database,
  payment: {
    record: LoanRecord;
    from: AccountRow;
    number: number;
    interestIncome: string;
    texts: Texts;
    now: Date;
  },
) {
  const { record, from, texts, now } = payment;
  const { row, following } = instalmentDue(record, payment.number);
  const transactionId = newTransactionId();
  const instalment = { number: formatNumber(row.number, texts.language) };
  const journalId = await postJournal(
    tx,
    {
      transactionId,
      type: 'loan_instalment',
      status: 'SUCCESS',
      channel: 'internet_banking',
      customerId: record.account.customerId,
      fromAccountId: from.id,
      fromName: from.title,
      fromNumber: from.number,
      toName: record.account.productName,
      toNumber: record.account.number,
      amount: row.instalment,
      charge: 0n,
      vat: 0n,
      remarks: texts.t('messages.remarks.loanInstalment', {
        ...instalment,
        count: formatNumber(record.terms.tenorMonths, texts.language),
      }),
      details: {
        instalment: String(row.number),
        principal: formatMoney(row.principal),
        interest: formatMoney(row.interest),
      },
      createdAt: now,
    },
    [
      { accountId: from.id, amount: -row.instalment },
      { accountId: record.account.id, amount: row.principal },
      { accountId: payment.interestIncome, amount: row.interest },
    ],
    { customerId: record.account.customerId!, owned: [from.id, record.account.id] },
  );
  await tx
    .insert(loanInstalments)
    .values({ loanAccountId: record.account.id, number: row.number, journalId, paidAt: now });
  const [account] = await tx
    .update(accounts)
    .set({ dueOn: following?.dueOn ?? null })
    .where(eq(accounts.id, record.account.id))
    .returning();
  await tx.insert(notifications).values({
    customerId: record.account.customerId!,
    category: 'TRANSACTIONAL',
    messageTitle: texts.t('messages.loanInstalmentPaid.title'),
    messageText: texts.t('messages.loanInstalmentPaid.text', {
      ...instalment,
      loan: `${record.account.productName} (${maskNumber(record.account.number)})`,
      amount: texts.taka(row.instalment),
      from: maskNumber(from.number),
    }),
    link: '/loan-services',
    useRouter: true,
    transactionId,
    createdAt: now,
  });
  const paid = [...record.paid, { number: row.number, transactionId }];
  return { row, transactionId, record: { account: account!, terms: record.terms, paid } };
}
