import type { Database } from '../client.ts';
import type { SeedCustomer } from './customers.ts';
import { chargesFor } from '../../modules/fees/schedule.ts';
import { newTransactionId, postJournal, type JournalDraft, type Leg } from '../../modules/ledger/ledger.ts';
import { dhakaDate } from '../../modules/limits/periods.ts';
import { monthName } from '../../modules/transactions/plan-payments.ts';
import { ownTransferDetails } from '../../modules/transactions/receipts.ts';
import { routingNumber } from './banks.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { addMonths } from './dates.ts';
import { bankAccountId, SEED_ACCOUNTS } from './ledger-accounts.ts';

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
};

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

/** A bill paid at `at` is the previous month's (Dhaka), named as a payment names it: "DESCO bill, April 2026". */
const billRemarks = (biller: string, at: Date) =>
  `${biller} bill, ${monthName(addMonths(dhakaDate(at), -1).slice(0, 7))}`;

function history(now: Date): Entry[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return [
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
        toName: 'DESCO (Dhaka Electric Supply)',
        toNumber: '30112345',
        amount: 125_000n,
        remarks: billRemarks('DESCO', ago(18 * DAY)),
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
    {
      at: ago(5 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.current, RAHIM),
        type: 'own',
        toName: RAHIM,
        toNumber: rahim.loan.number,
        details: ownTransferDetails(rahim.current, rahim.loan),
        amount: taka(18_500n),
        remarks: 'Home loan instalment',
      },
      payTo: rahim.loan.id,
    },
    salary(ago(3 * DAY + 4 * HOUR), karim.savings, KARIM, 'Bengal Textiles Ltd', taka(62_000n)),
    {
      at: ago(3 * DAY),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        type: 'bill',
        toName: 'DWASA (Dhaka WASA)',
        toNumber: '7788123',
        amount: taka(650n),
        remarks: billRemarks('Dhaka WASA', ago(3 * DAY)),
      },
      payTo: bankAccountId('settlement:billers'),
    },
    {
      // Matches the seeded notification "Bill payment failed": no money was taken, so no postings.
      at: ago(72 * HOUR - 1000),
      draft: {
        ...by(RAHIM_ID, rahim.savings, RAHIM),
        transactionId: 'TXN2026000103',
        type: 'bill',
        status: 'FAIL',
        toName: 'DESCO (Dhaka Electric Supply)',
        toNumber: '30112345',
        amount: 125_000n,
      },
      legs: [],
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
    },
  ];
}

/**
 * Opening balances (from the bank's equity account, 30 days ago) and a few weeks of history, posted through the
 * ledger in time order. Seeded customer transfers are history: they do not count against today's limits.
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
  for (const entry of history(now).sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const { charge, vat } = entry.legs
      ? { charge: 0n, vat: 0n }
      : chargesFor(entry.draft.type, 'internet_banking', entry.draft.amount);
    const legs = entry.legs ?? [
      { accountId: entry.draft.fromAccountId!, amount: -(entry.draft.amount + charge + vat) },
      { accountId: entry.payTo!, amount: entry.draft.amount },
      { accountId: bankAccountId('fee_income'), amount: charge },
      { accountId: bankAccountId('vat_payable'), amount: vat },
    ];
    await postJournal(
      db,
      {
        channel: 'internet_banking',
        ...entry.draft,
        transactionId: entry.draft.transactionId ?? newTransactionId(),
        charge,
        vat,
        createdAt: entry.at,
      },
      legs,
    );
  }
}
