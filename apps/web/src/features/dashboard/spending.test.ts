import { describe, expect, it } from 'vitest';
import { fractionOf, spendingInPoisha } from './spending';

describe('spending overview', () => {
  it('reads the server’s decimal amounts as exact poisha', () => {
    const spending = spendingInPoisha({
      total: '1011.80',
      days: [
        { date: '2026-11-21', amount: '0.30' },
        { date: '2026-11-22', amount: '1011.50' },
      ],
      byType: [
        { type: 'mfs', amount: '1011.50' },
        { type: 'within_bank', amount: '0.30' },
      ],
    });
    expect(spending.total).toBe(101_180n);
    expect(spending.days).toEqual([
      { date: '2026-11-21', amount: 30n },
      { date: '2026-11-22', amount: 101_150n },
    ]);
    expect(spending.byType[0]).toEqual({ type: 'mfs', amount: 101_150n });
  });

  it('turns shares into numbers only for drawing', () => {
    expect(fractionOf(1n, 3n)).toBeCloseTo(0.3333, 4);
    expect(fractionOf(5n, 0n)).toBe(0);
  });
});
