import { addMonths } from '../../db/seed/dates.ts';

/*
 * The EMI schedule in exact arithmetic (decision 034): amounts are bigint poisha, the rate is basis points a year,
 * the monthly rate r = bps / 120000 is kept as a fraction, and every division is rounded once, half up, to the
 * poisha. No float touches an amount.
 *
 *   EMI = P x r x (1 + r)^n / ((1 + r)^n - 1)     (P / n when the rate is 0), rounded half up
 *   interest of month k = outstanding x r, rounded half up; principal part = EMI - interest
 *   the last instalment takes the whole outstanding, so the principal parts sum to P exactly.
 */

const MONTHLY = 120_000n;

/** a / b rounded half up, for a >= 0, b > 0. */
const divHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** The equal monthly instalment of `principal` over `months` at `rateBps` a year (poisha). */
export function emiOf(principal: bigint, rateBps: number, months: number): bigint {
  if (months < 1) throw new RangeError('a loan runs at least one month');
  const bps = BigInt(rateBps);
  if (bps === 0n) return divHalfUp(principal, BigInt(months));
  // (1 + r)^n = (MONTHLY + bps)^n / MONTHLY^n; EMI = P x bps x g^n / (MONTHLY x (g^n - MONTHLY^n)).
  const growth = (MONTHLY + bps) ** BigInt(months);
  const base = MONTHLY ** BigInt(months);
  return divHalfUp(principal * bps * growth, MONTHLY * (growth - base));
}

export type ScheduledInstalment = {
  number: number;
  dueOn: string;
  instalment: bigint;
  principal: bigint;
  interest: bigint;
  /** Outstanding principal once this instalment is paid. */
  balance: bigint;
};

export type LoanTerms = {
  principal: bigint;
  annualRateBps: number;
  tenorMonths: number;
  /** Disbursement day (ISO); instalment n is due n months later. */
  startOn: string;
  emi: bigint;
};

/** The whole schedule of a loan, first instalment first. */
export function emiSchedule(terms: LoanTerms): ScheduledInstalment[] {
  const bps = BigInt(terms.annualRateBps);
  const rows: ScheduledInstalment[] = [];
  let outstanding = terms.principal;
  for (let number = 1; number <= terms.tenorMonths; number++) {
    const interest = divHalfUp(outstanding * bps, MONTHLY);
    const last = number === terms.tenorMonths;
    let principal = last ? outstanding : terms.emi - interest;
    // Rounding can never push the principal part past what is owed, nor below nothing.
    if (principal > outstanding) principal = outstanding;
    if (principal < 0n) principal = 0n;
    outstanding -= principal;
    rows.push({
      number,
      dueOn: addMonths(terms.startOn, number),
      instalment: principal + interest,
      principal,
      interest,
      balance: outstanding,
    });
  }
  return rows;
}
