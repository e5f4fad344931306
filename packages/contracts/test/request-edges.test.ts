import { describe, expect, it } from 'vitest';
import { CalendarDateSchema, LimitChangeSchema } from '../src/index.ts';

describe('schemas around amounts and dates', () => {
  it('refuse a badly formed amount inside a limit change without throwing from its comparisons', () => {
    for (const amount of ['1e5', 'abc', '1.234', '']) {
      const change = {
        type: 'own',
        maxPerTransaction: amount,
        dailyAmount: '100',
        dailyCount: 5,
        monthlyAmount: '1000',
      };
      const result = LimitChangeSchema.safeParse(change);
      expect(result.success, amount).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['amount.invalid']);
    }
  });

  it('take calendar days from 1900 to 2999 only', () => {
    for (const day of ['1900-01-01', '2026-11-25', '2999-12-31'])
      expect(CalendarDateSchema.safeParse(day).success, day).toBe(true);
    for (const day of ['0000-01-01', '1899-12-31', '3000-01-01', '275760-01-01', '2026-02-30'])
      expect(CalendarDateSchema.safeParse(day).success, day).toBe(false);
  });
});
