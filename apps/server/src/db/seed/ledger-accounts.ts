import type { SEED_CUSTOMERS } from './customers.ts';

const taka = (whole: bigint) => whole * 100n;
/** Fixed ids of seeded accounts: 7a1c0000-0000-4000-8000-<n, 12 digits>. */
export const seedAccountId = (n: number) => `7a1c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export type SeedAccount = {
  id: string;
  number: string;
  kind: 'savings' | 'current' | 'credit_card' | 'loan' | 'fdr';
  /** A card account's is its cards' product (seed/cards.ts issues them with it). */
  productName: string;
  branch: string;
  /** Opening balance (poisha), funded from the bank's equity account. */
  opening: bigint;
  minBalance: bigint;
  /** Dates count from the seeding day (Dhaka), so the demo never shows a due date gone by. */
  openedMonthsAgo: number;
  /** Card payment or loan instalment: due this many days after the seeding day. */
  dueInDays?: number;
  /** Loan or fixed deposit: matures this many months after it was opened. */
  termMonths?: number;
  interestRateBps?: number;
};

/** The customers' accounts (ids fixed so tests can name them). Balances end up opening + seeded history. */
export const SEED_ACCOUNTS = {
  rahim: {
    savings: {
      id: seedAccountId(11),
      number: '1021000000011',
      kind: 'savings',
      productName: 'Taka Savings Account',
      branch: 'Motijheel Branch',
      opening: taka(250_000n),
      minBalance: 0n,
      openedMonthsAgo: 38,
      interestRateBps: 350,
    },
    current: {
      id: seedAccountId(12),
      number: '1021000000029',
      kind: 'current',
      productName: 'Taka Current Account',
      branch: 'Motijheel Branch',
      opening: taka(120_000n),
      minBalance: -taka(50_000n),
      openedMonthsAgo: 38,
    },
    card: {
      id: seedAccountId(13),
      number: '1021000000052',
      kind: 'credit_card',
      productName: 'Taka Visa Platinum Credit Card',
      branch: 'Card Division',
      opening: -1_845_075n,
      minBalance: -taka(200_000n),
      openedMonthsAgo: 30,
      dueInDays: 18,
      interestRateBps: 2000,
    },
    loan: {
      id: seedAccountId(14),
      number: '1021000000060',
      kind: 'loan',
      productName: 'Home Loan',
      branch: 'Gulshan Branch',
      opening: -taka(1_500_000n),
      minBalance: -taka(1_500_000n),
      openedMonthsAgo: 24,
      dueInDays: 25,
      termMonths: 144,
      interestRateBps: 900,
    },
    fdr: {
      id: seedAccountId(15),
      number: '1021000000078',
      kind: 'fdr',
      productName: 'Fixed Deposit, 1 year',
      branch: 'Motijheel Branch',
      opening: taka(500_000n),
      minBalance: 0n,
      openedMonthsAgo: 4,
      termMonths: 12,
      interestRateBps: 950,
    },
  },
  karim: {
    savings: {
      id: seedAccountId(21),
      number: '1021000000037',
      kind: 'savings',
      productName: 'Taka Savings Account',
      branch: 'Agrabad Branch',
      opening: taka(180_000n),
      minBalance: 0n,
      openedMonthsAgo: 52,
      interestRateBps: 350,
    },
    current: {
      id: seedAccountId(22),
      number: '1021000000086',
      kind: 'current',
      productName: 'Taka Current Account',
      branch: 'Agrabad Branch',
      opening: taka(75_000n),
      minBalance: 0n,
      openedMonthsAgo: 52,
    },
    card: {
      id: seedAccountId(23),
      number: '1021000000094',
      kind: 'credit_card',
      productName: 'Taka Visa Gold Credit Card',
      branch: 'Card Division',
      opening: -520_000n,
      minBalance: -taka(100_000n),
      openedMonthsAgo: 40,
      dueInDays: 26,
      interestRateBps: 2200,
    },
    loan: {
      id: seedAccountId(24),
      number: '1021000000102',
      kind: 'loan',
      productName: 'Car Loan',
      branch: 'Agrabad Branch',
      opening: -taka(800_000n),
      minBalance: -taka(800_000n),
      openedMonthsAgo: 14,
      dueInDays: 9,
      termMonths: 60,
      interestRateBps: 1000,
    },
    fdr: {
      id: seedAccountId(25),
      number: '1021000000110',
      kind: 'fdr',
      productName: 'Fixed Deposit, 3 years',
      branch: 'Agrabad Branch',
      opening: taka(300_000n),
      minBalance: 0n,
      openedMonthsAgo: 15,
      termMonths: 36,
      interestRateBps: 1000,
    },
  },
  nasrin: {
    savings: {
      id: seedAccountId(31),
      number: '1021000000045',
      kind: 'savings',
      productName: 'Taka Savings Account',
      branch: 'Dhanmondi Branch',
      opening: taka(35_000n),
      minBalance: 0n,
      openedMonthsAgo: 7,
      interestRateBps: 350,
    },
  },
} as const satisfies Record<keyof typeof SEED_CUSTOMERS, Record<string, SeedAccount>>;

/**
 * The bank's own accounts (decision 006): equity (where opening balances come from), charges earned, VAT owed and
 * one settlement account per network, biller and operator group. No floor: they may go either way.
 */
export const BANK_ACCOUNTS = [
  { key: 'equity', kind: 'equity', title: 'Taka Bank capital and funding' },
  { key: 'fee_income', kind: 'fee_income', title: 'Service charge income' },
  { key: 'vat_payable', kind: 'vat_payable', title: 'VAT payable to NBR' },
  { key: 'settlement:npsb', kind: 'settlement', title: 'NPSB settlement' },
  { key: 'settlement:beftn', kind: 'settlement', title: 'BEFTN settlement' },
  { key: 'settlement:bkash', kind: 'settlement', title: 'bKash settlement' },
  { key: 'settlement:nagad', kind: 'settlement', title: 'Nagad settlement' },
  { key: 'settlement:rocket', kind: 'settlement', title: 'Rocket settlement' },
  { key: 'settlement:upay', kind: 'settlement', title: 'Upay settlement' },
  { key: 'settlement:billers', kind: 'settlement', title: 'Utility billers settlement' },
  { key: 'settlement:operators', kind: 'settlement', title: 'Mobile operators settlement' },
] as const;

export const bankAccountId = (key: (typeof BANK_ACCOUNTS)[number]['key']) =>
  seedAccountId(900 + BANK_ACCOUNTS.findIndex((account) => account.key === key));
