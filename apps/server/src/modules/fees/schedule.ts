/**
 * Service charges per transaction type and channel, and the VAT on them. Integer poisha arithmetic throughout:
 * a percentage charge and the VAT are each rounded half up to the poisha (amounts are positive).
 */
export type Channel = 'internet_banking';

/** A band of amounts up to `upTo` (inclusive; null: no upper end) and its charge: fixed + bps of the amount. */
type FeeBand = { upTo: bigint | null; fixed: bigint; bps: number; min?: bigint; max?: bigint };

const taka = (whole: bigint) => whole * 100n;
const FREE: FeeBand[] = [{ upTo: null, fixed: 0n, bps: 0 }];

export const VAT_PERCENT = 15n;

/** The schedule (charges before VAT). Types without an entry cost nothing. */
export const FEE_SCHEDULE: Record<string, Record<Channel, FeeBand[]>> = {
  own: { internet_banking: FREE },
  within_bank: { internet_banking: FREE },
  /** NPSB (instant): 10 taka up to 1 lakh, 20 taka above. */
  npsb: {
    internet_banking: [
      { upTo: taka(100_000n), fixed: taka(10n), bps: 0 },
      { upTo: null, fixed: taka(20n), bps: 0 },
    ],
  },
  /** BEFTN: 5 taka up to 1 lakh, 10 taka above. */
  beftn: {
    internet_banking: [
      { upTo: taka(100_000n), fixed: taka(5n), bps: 0 },
      { upTo: null, fixed: taka(10n), bps: 0 },
    ],
  },
  /** MFS wallets: 0.75% of the amount, at least 5 and at most 100 taka. */
  mfs: { internet_banking: [{ upTo: null, fixed: 0n, bps: 75, min: taka(5n), max: taka(100n) }] },
  /** Mobile recharge: free (the operators pay the bank a commission). */
  recharge: { internet_banking: FREE },
  /** Utility bills (electricity, gas, water): 5 taka a bill. */
  bill: { internet_banking: [{ upTo: null, fixed: taka(5n), bps: 0 }] },
  /** Club bills: 10 taka. */
  club_bill: { internet_banking: [{ upTo: null, fixed: taka(10n), bps: 0 }] },
  /** Insurance premiums: free (the insurers pay the collection fee). */
  insurance_premium: { internet_banking: FREE },
  /** Internet bills: 5 taka. */
  internet_bill: { internet_banking: [{ upTo: null, fixed: taka(5n), bps: 0 }] },
  /** Tuition fees: 10 taka up to 50,000 taka, 20 taka above. */
  tuition_fee: {
    internet_banking: [
      { upTo: taka(50_000n), fixed: taka(10n), bps: 0 },
      { upTo: null, fixed: taka(20n), bps: 0 },
    ],
  },
  /** Prepaid electricity: free (the vendors pay the bank a commission on every token). */
  prepaid_electricity: { internet_banking: FREE },
  /** Visa instant payment: 0.5% of the amount, at least 20 and at most 200 taka. */
  visa_payment: { internet_banking: [{ upTo: null, fixed: 0n, bps: 50, min: taka(20n), max: taka(200n) }] },
};

const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** VAT on a charge: 15%, rounded half up to the poisha. */
export const vatOn = (charge: bigint) => divideHalfUp(charge * VAT_PERCENT, 100n);

/** The service charge and VAT for moving `amount` poisha by `type` through `channel`. */
export function chargesFor(type: string, channel: Channel, amount: bigint): { charge: bigint; vat: bigint } {
  const bands = FEE_SCHEDULE[type]?.[channel] ?? FREE;
  const band = bands.find((b) => b.upTo === null || amount <= b.upTo) ?? bands[bands.length - 1]!;
  let charge = band.fixed + divideHalfUp(amount * BigInt(band.bps), 10_000n);
  if (band.min !== undefined && charge < band.min) charge = band.min;
  if (band.max !== undefined && charge > band.max) charge = band.max;
  return { charge, vat: vatOn(charge) };
}
