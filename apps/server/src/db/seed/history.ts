import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import type { SeedCustomer } from './customers.ts';
import { billPayee } from '../../modules/billers/billers.ts';
import { chargesFor } from '../../modules/fees/schedule.ts';
import { textsIn } from '../../modules/languages/texts.ts';
import { newTransactionId, postJournal, type JournalDraft, type Leg } from '../../modules/ledger/ledger.ts';
import { findCustomerAccount } from '../../modules/accounts/accounts.ts';
import { dhakaDate, dhakaDayStart } from '../../modules/limits/periods.ts';
import { loanRecord } from '../../modules/loans/loans.ts';
import { postInstalment } from '../../modules/loans/pay.ts';
import { billRemarks } from '../../modules/transactions/plan-payments.ts';
import { ownTransferDetails, receiptOf } from '../../modules/transactions/receipts.ts';
import { creditNoticeFor, noticeFor, notify, settleJournal } from '../../modules/transactions/settle.ts';
import { notifications } from '../schema/index.ts';
import { routingNumber } from './banks.ts';
import { SEED_BILLERS } from './billers.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { addDays, addMonths } from './dates.ts';
import { bankAccountId, SEED_ACCOUNTS, type SeedAccount } from './ledger-accounts.ts';
import { INTEREST_INCOME_ID, seedLoanTerms } from './loans.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const taka = (whole: bigint) => whole * 100n;

type Owner = { customer: SeedCustomer; account: { id: string; number: string; opening: bigint } };
type Entry = {
  at: Date;
  draft: Omit<JournalDraft, 'transactionId' | 'createdAt' | 'charge' | 'vat' | 'channel'> & {
    transactionId?: string;
    channel?: JournalDraft['channel'];
  };
  /** The customer's account paid from (negative leg) with `amount` + charges, unless `legs` are given. */
  payTo?: string;
  legs?: Leg[];
  /** The notices it left in the bell: the payer's (read or not) and, within the bank, the payee's. */
  notices?: { read?: boolean; payee?: SeedCustomer };
  /** Rejected by its network this long after (a PROCESSING journal): reversed as reconciliation reverses one. */
  rejectedAfterMs?: number;
};

/** A loan's instalment, paid from the customer's current account as loan services pay one. */
type Instalment = { at: Date; instalment: { customerId: string; loanId: string; fromId: string } };

/** The first instalment of a seeded loan falls due a month before its account's due day (seed/loans.ts). */
function firstInstalment(customerId: string, held: { loan: SeedAccount; current: SeedAccount }, now: Date) {
  const dueOn = addMonths(addDays(dhakaDate(now), held.loan.dueInDays!), -1);
  const at = new Date(Math.min(dhakaDayStart(dueOn).getTime() + 10 * HOUR, now.getTime() - HOUR));
  return { at, instalment: { customerId, loanId: held.loan.id, fromId: held.current.id } };
}

const { rahim, karim } = SEED_ACCOUNTS;
const RAHIM = 'Rahim Uddin';
const KARIM = 'Karim Hossain';
const RAHIM_ID = SEED_CUSTOMERS.rahim.id;
const KARIM_ID = SEED_CUSTOMERS.karim.id;

const by = (customerId: string, from: { id: string; number: string }, fromName: string) => ({
  customerId,
  fromAccountId: from.id,
  fromName,
  fromNumber: from.number,
  status: 'SUCCESS',
  remarks: '',
  details: null,
});

/** Salary arriving through BEFTN from another bank. */
const salary = (
  at: Date,
  to: { id: string; number: string },
  toName: string,
  employer: string,
  amount: bigint,
): Entry => ({
  at,
  draft: {
    type: 'salary',
    status: 'SUCCESS',
    channel: 'system',
    customerId: null,
    fromAccountId: null,
    fromName: employer,
    fromNumber: 'BEFTN',
    toName,
    toNumber: to.number,
    amount,
    remarks: `Salary ${dhakaDate(at).slice(0, 7)}`,
    details: null,
  },
  legs: [
    { accountId: bankAccountId('settlement:beftn'), amount: -amount },
    { accountId: to.id, amount },
  ],
});

/** The customers' texts: the seeded ones keep the default language. */
const texts = textsIn('en');

/** A bill paid at `at`, the previous month's (Dhaka), to its biller, as a payment names it. */
function bill(code: string, customerNumber: string, at: Date) {
  const biller = SEED_BILLERS.find((seeded) => seeded.code === code)!;
  const payee = billPayee(biller, customerNumber);
  const period = addMonths(dhakaDate(at), -1).slice(0, 7);
  return { toName: payee.name, toNumber: payee.number, remarks: billRemarks(texts, biller, period) };
}

function history(now: Date): (Entry | Instalment)[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return [
    firstInstalment(RAHIM_ID, rahim, now),
    firstInstalment(KARIM_ID, karim, now),
    salary(ago(21 * DAY), rahim.savings, RAHIM, 'ACME Garments Ltd', taka(85_000n)),
    {
      at: ago(20 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'within_bank',
        toName: KARIM,
        toNumber: karim.savings.number,
        amount: taka(5_000n),
        remarks: 'Eid gift',
      },
      payTo: karim.savings.id,
    },
    {
      at: ago(18 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'bill',
        amount: 125_000n,
        ...bill('desco', '30112345', ago(18 * DAY)),
      },
      payTo: bankAccountId('settlement:billers'),
    },
    {
      at: ago(15 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'mfs',
        toName: 'bKash wallet',
        toNumber: '01711000001',
        amount: taka(2_000n),
        details: { network: 'bkash' },
      },
      payTo: bankAccountId('settlement:bkash'),
    },
    {
      at: ago(14 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'own',
        toName: RAHIM,
        toNumber: rahim.current.number,
        details: ownTransferDetails(rahim.savings, rahim.current),
        amount: taka(20_000n),
      },
      payTo: rahim.current.id,
    },
    {
      at: ago(12 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'own',
        toName: RAHIM,
        toNumber: rahim.card.number,
        details: ownTransferDetails(rahim.savings, rahim.card),
        amount: taka(10_000n),
        remarks: 'Card bill',
      },
      payTo: rahim.card.id,
    },
    {
      at: ago(10 * DAY),
      draft: {
        ...by(KARIM_ID, karim.savings, KARIM),
        type: 'within_bank',
        toName: RAHIM,
        toNumber: rahim.savings.number,
        amount: taka(3_500n),
        remarks: 'Shared dinner',
      },
      payTo: rahim.savings.id,
    },
    {
      at: ago(7 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.current, RAHIM),
        type: 'npsb',
        toName: 'Selim Reza',
        toNumber: '1051100012345',
        amount: taka(12_000n),
        remarks: 'Rent',
        details: {
          network: 'npsb',
          routingNumber: routingNumber('090', '26', 7),
          bankName: 'Dutch-Bangla Bank PLC',
          branchName: 'Motijheel Branch',
          districtName: 'Dhaka',
        },
      },
      payTo: bankAccountId('settlement:npsb'),
    },
    salary(ago(3 * DAY + 4 * HOUR), karim.savings, KARIM, 'Bengal Textiles Ltd', taka(62_000n)),
    {
      at: ago(3 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'bill',
        amount: taka(650n),
        ...bill('dwasa', '7788123', ago(3 * DAY)),
      },
      payTo: bankAccountId('settlement:billers'),
    },
    {
      // the bill-collection gateway refused this month's DESCO bill: posted, then reversed, the bill due again
      at: ago(72 * HOUR - 1000),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        transactionId: 'TXN2026000103',
        type: 'bill',
        status: 'PROCESSING',
        amount: 125_000n,
        ...bill('desco', '30112345', ago(72 * HOUR - 1000)),
      },
      payTo: bankAccountId('settlement:billers'),
      rejectedAfterMs: 2 * 60_000,
    },
    {
      at: ago(2 * DAY),
      draft: {
        ...by(KARIM_ID, karim.current, KARIM),
        type: 'own',
        toName: KARIM,
        toNumber: karim.card.number,
        details: ownTransferDetails(karim.current, karim.card),
        amount: taka(5_200n),
        remarks: 'Card bill',
      },
      payTo: karim.card.id,
    },
    {
      at: ago(26 * HOUR),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        transactionId: 'TXN2026000102',
        type: 'recharge',
        toName: 'Grameenphone prepaid',
        toNumber: '01711000001',
        amount: taka(200n),
      },
      payTo: bankAccountId('settlement:operators'),
      notices: { read: true },
    },
    {
      at: ago(20 * HOUR),
      draft: {
        ...by(KARIM_ID, karim.savings, KARIM),
        type: 'mfs',
        toName: 'Nagad wallet',
        toNumber: '01811000002',
        amount: taka(1_500n),
        details: { network: 'nagad' },
      },
      payTo: bankAccountId('settlement:nagad'),
    },
    {
      at: ago(HOUR),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        transactionId: 'TXN2026000101',
        type: 'within_bank',
        toName: KARIM,
        toNumber: karim.savings.number,
        amount: taka(5_000n),
      },
      payTo: karim.savings.id,
      notices: { payee: SEED_CUSTOMERS.karim },
    },
  ];
}

/**
 * Opening balances (from the bank's equity account, 30 days ago) and a few weeks of history, posted through the
 * ledger in time order, with the notices and reversals the live paths write. Seeded customer transfers are history:
 * they do not count against today's limits.
 */
export async function seedHistory(db: Database, now: Date, owners: Owner[]): Promise<void> {
  const opened = new Date(now.getTime() - 30 * DAY);
  for (const { customer, account } of owners) {
    await postJournal(
      db,
      {
        transactionId: newTransactionId(),
        type: 'opening',
        status: 'SUCCESS',
        channel: 'system',
        customerId: null,
        fromAccountId: null,
        fromName: 'Taka Bank',
        fromNumber: 'Head Office',
        toName: customer.fullName,
        toNumber: account.number,
        amount: account.opening < 0n ? -account.opening : account.opening,
        charge: 0n,
        vat: 0n,
        remarks: 'Balance brought forward',
        details: null,
        createdAt: opened,
      },
      [
        { accountId: bankAccountId('equity'), amount: -account.opening },
        { accountId: account.id, amount: account.opening },
      ],
    );
  }
  await seedLoanTerms(db, now);
  const interestIncome = INTEREST_INCOME_ID;
  for (const entry of history(now).sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if ('instalment' in entry) {
      const { customerId, loanId, fromId } = entry.instalment;
      const record = await loanRecord(db, customerId, loanId);
      const from = (await findCustomerAccount(db, customerId, fromId))!;
      await postInstalment(db, { record, from, number: 1, interestIncome, texts, now: entry.at });
      continue;
    }
    const { charge, vat } = entry.legs
      ? { charge: 0n, vat: 0n }
      : chargesFor(entry.draft.type, 'internet_banking', entry.draft.amount);
    const legs = entry.legs ?? [
      { accountId: entry.draft.fromAccountId!, amount: -(entry.draft.amount + charge + vat) },
      { accountId: entry.payTo!, amount: entry.draft.amount },
      { accountId: bankAccountId('fee_income'), amount: charge },
      { accountId: bankAccountId('vat_payable'), amount: vat },
    ];
    const journal: JournalDraft = {
      channel: 'internet_banking',
      ...entry.draft,
      transactionId: entry.draft.transactionId ?? newTransactionId(),
      charge,
      vat,
      createdAt: entry.at,
    };
    const journalId = await postJournal(db, journal, legs);
    if (entry.rejectedAfterMs !== undefined) {
      const at = new Date(entry.at.getTime() + entry.rejectedAfterMs);
      await settleJournal(db, { journalId, answer: { outcome: 'rejected' }, now: at });
    }
    if (entry.notices) await seedNotices(db, journal, entry.notices);
  }
}

/** The bell's notices of a seeded transfer, written as the transfer pipeline writes them. */
async function seedNotices(db: Database, journal: JournalDraft, notices: NonNullable<Entry['notices']>) {
  const receipt = receiptOf(journal);
  const sent = { ...noticeFor(texts, receipt, journal.amount), customerId: journal.customerId! };
  const received = notices.payee && {
    ...creditNoticeFor(texts, receipt, journal.amount),
    customerId: notices.payee.id,
  };
  for (const notice of [sent, received]) {
    if (!notice) continue;
    await notify(db, notice.customerId, notice, journal.transactionId, journal.createdAt);
  }
  if (notices.read)
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.transactionId, journal.transactionId));
}
