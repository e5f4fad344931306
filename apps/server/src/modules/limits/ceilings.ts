import type { TransferType } from '@taka/contracts';

const taka = (whole: bigint) => whole * 100n;

export type LimitValues = {
  maxPerTransaction: bigint;
  dailyAmount: bigint;
  dailyCount: number;
  monthlyAmount: bigint;
};
export type Ceiling = LimitValues & { minAmount: bigint };

/** The bank's limits per transfer type, seeded into `limit_ceilings` (the bank may change them there). */
export const SEED_CEILINGS: Record<TransferType, Ceiling> = {
  own: {
    minAmount: taka(1n),
    maxPerTransaction: taka(5_000_000n),
    dailyAmount: taka(10_000_000n),
    dailyCount: 200,
    monthlyAmount: taka(50_000_000n),
  },
  within_bank: {
    minAmount: taka(10n),
    maxPerTransaction: taka(500_000n),
    dailyAmount: taka(1_000_000n),
    dailyCount: 50,
    monthlyAmount: taka(5_000_000n),
  },
  npsb: {
    minAmount: taka(10n),
    maxPerTransaction: taka(300_000n),
    dailyAmount: taka(500_000n),
    dailyCount: 20,
    monthlyAmount: taka(3_000_000n),
  },
  beftn: {
    minAmount: taka(100n),
    maxPerTransaction: taka(1_000_000n),
    dailyAmount: taka(2_000_000n),
    dailyCount: 20,
    monthlyAmount: taka(10_000_000n),
  },
  mfs: {
    minAmount: taka(50n),
    maxPerTransaction: taka(25_000n),
    dailyAmount: taka(50_000n),
    dailyCount: 10,
    monthlyAmount: taka(200_000n),
  },
  /** The operators' own ranges (contracts recharge.ts) apply within these. */
  recharge: {
    minAmount: taka(10n),
    maxPerTransaction: taka(5_000n),
    dailyAmount: taka(10_000n),
    dailyCount: 20,
    monthlyAmount: taka(100_000n),
  },
  bill: {
    minAmount: taka(10n),
    maxPerTransaction: taka(100_000n),
    dailyAmount: taka(200_000n),
    dailyCount: 20,
    monthlyAmount: taka(500_000n),
  },
  club_bill: {
    minAmount: taka(100n),
    maxPerTransaction: taka(100_000n),
    dailyAmount: taka(200_000n),
    dailyCount: 10,
    monthlyAmount: taka(500_000n),
  },
  insurance_premium: {
    minAmount: taka(100n),
    maxPerTransaction: taka(500_000n),
    dailyAmount: taka(500_000n),
    dailyCount: 10,
    monthlyAmount: taka(1_000_000n),
  },
  internet_bill: {
    minAmount: taka(100n),
    maxPerTransaction: taka(50_000n),
    dailyAmount: taka(100_000n),
    dailyCount: 10,
    monthlyAmount: taka(300_000n),
  },
  tuition_fee: {
    minAmount: taka(100n),
    maxPerTransaction: taka(500_000n),
    dailyAmount: taka(500_000n),
    dailyCount: 10,
    monthlyAmount: taka(1_500_000n),
  },
  /** A household's electricity: at least 100 taka a token. */
  prepaid_electricity: {
    minAmount: taka(100n),
    maxPerTransaction: taka(50_000n),
    dailyAmount: taka(100_000n),
    dailyCount: 10,
    monthlyAmount: taka(300_000n),
  },
  visa_payment: {
    minAmount: taka(100n),
    maxPerTransaction: taka(200_000n),
    dailyAmount: taka(300_000n),
    dailyCount: 10,
    monthlyAmount: taka(1_000_000n),
  },
};
