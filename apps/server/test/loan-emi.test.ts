import fc from 'fast-check';
import { fdrInterest } from '@taka/contracts';
import { describe, expect, it } from 'vitest';
import { emiOf, emiSchedule } from '../src/modules/loans/emi.ts';

const termsOf = (principal: bigint, annualRateBps: number, tenorMonths: number) => ({
  principal,
  annualRateBps,
  tenorMonths,
  startOn: '2026-01-31',
  emi: emiOf(principal, annualRateBps, tenorMonths),
});

describe('the EMI schedule', () => {
  it('gives the textbook instalment, rounded half up to the poisha', () => {
    // BDT 100,000 at 12% over 12 months: 8,884.878867... -> 8,884.88.
    expect(emiOf(10_000_000n, 1200, 12)).toBe(888_488n);
    // BDT 1,500,000 at 9% over 120 months: 19,001.366... -> 19,001.37.
    expect(emiOf(150_000_000n, 900, 120)).toBe(1_900_137n);
    // No interest: the principal in equal parts.
    expect(emiOf(1_000_000n, 0, 3)).toBe(333_333n);
  });

  it('falls due monthly from the start, month ends clamped, and the last instalment takes the rest', () => {
    const schedule = emiSchedule(termsOf(10_000_000n, 1200, 12));
    expect(schedule.map((row) => row.dueOn).slice(0, 3)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(schedule[0]).toMatchObject({ interest: 100_000n, principal: 788_488n, instalment: 888_488n });
    const last = schedule.at(-1)!;
    expect(last.balance).toBe(0n);
    expect(last.instalment).toBe(last.principal + last.interest);
    expect(schedule.slice(0, -1).every((row) => row.instalment === 888_488n)).toBe(true);
  });

  it('repays exactly the principal: the principal parts sum to it, whatever the terms', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100_000n, max: 10_000_000_000n }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 360 }),
        (principal, bps, months) => {
          const schedule = emiSchedule(termsOf(principal, bps, months));
          expect(schedule).toHaveLength(months);
          expect(schedule.reduce((sum, row) => sum + row.principal, 0n)).toBe(principal);
          expect(schedule.at(-1)!.balance).toBe(0n);
          for (const row of schedule) {
            expect(row.principal >= 0n && row.interest >= 0n).toBe(true);
            expect(row.instalment).toBe(row.principal + row.interest);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the FDR interest', () => {
  it('is simple interest for the term, rounded half up once', () => {
    // BDT 50,000 at 8.50% for 12 months: 4,250.00.
    expect(fdrInterest(5_000_000n, 850, 12)).toBe(425_000n);
    // BDT 10,000.01 at 6% for 1 month: 50.00005 -> 50.00.
    expect(fdrInterest(1_000_001n, 600, 1)).toBe(5_000n);
    // BDT 10,001.00 at 7% for 3 months: 175.0175 -> 175.02.
    expect(fdrInterest(1_000_100n, 700, 3)).toBe(17_502n);
  });
});
