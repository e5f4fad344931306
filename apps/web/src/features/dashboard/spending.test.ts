import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { ListedTransaction } from '@taka/contracts';
import { fractionOf, summarizeSpending } from './spending';

const receipt = (overrides: Partial<ListedTransaction>): ListedTransaction => ({
  transactionId: 'TK0000000001',
  type: 'within_bank',
  fromAccountName: 'Rahim Uddin',
  fromAccount: '1021000000011',
  toAccountName: 'Karim Hossain',
  toAccount: '1021000000037',
  transactionAmount: '100.00',
  chargeAmount: '0.00',
  vatAmount: '0.00',
  grandTotalAmount: '100.00',
  transactionTime: '2026-11-20T06:00:00.000Z',
  remarks: '',
  transactionStatus: 'SUCCESS',
  statusMessage: 'Successful',
  direction: 'sent',
  ...overrides,
});

const today = DateTime.fromISO('2026-11-22T12:00:00', { zone: 'Asia/Dhaka' });

describe('spending over the last 30 days', () => {
  it('does not count money received as spending', () => {
    const summary = summarizeSpending(
      [
        receipt({ grandTotalAmount: '40.00' }),
        receipt({ direction: 'received', grandTotalAmount: '50000.00' }),
      ],
      today,
    );
    expect(summary.total).toBe(4_000n);
  });

  it('adds grand totals exactly, per day (Dhaka) and per type, leaving out own transfers and failures', () => {
    const summary = summarizeSpending(
      [
        receipt({ grandTotalAmount: '0.10' }),
        receipt({ grandTotalAmount: '0.20' }),
        receipt({ type: 'mfs', grandTotalAmount: '1011.50', transactionTime: '2026-11-21T19:30:00.000Z' }),
        receipt({ type: 'own', grandTotalAmount: '5000.00' }),
        receipt({ transactionStatus: 'REVERSE', grandTotalAmount: '700.00' }),
        receipt({ transactionStatus: 'FAIL', grandTotalAmount: '800.00' }),
        receipt({ transactionTime: '2026-10-01T06:00:00.000Z', grandTotalAmount: '900.00' }),
      ],
      today,
    );
    expect(summary.total).toBe(101_180n);
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]!.date).toBe('2026-10-24');
    // 19:30 UTC on the 21st is 01:30 on the 22nd in Dhaka.
    expect(summary.days.at(-1)).toEqual({ date: '2026-11-22', amount: 101_150n });
    expect(summary.days.find((day) => day.date === '2026-11-20')!.amount).toBe(30n);
    expect(summary.byType).toEqual([
      { type: 'mfs', amount: 101_150n },
      { type: 'within_bank', amount: 30n },
    ]);
  });

  it('turns shares into numbers only for drawing', () => {
    expect(fractionOf(1n, 3n)).toBeCloseTo(0.3333, 4);
    expect(fractionOf(5n, 0n)).toBe(0);
  });
});
