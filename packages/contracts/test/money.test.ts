import { describe, expect, it } from 'vitest';
import { AmountSchema, formatMoney, MoneySchema, parseMoney, tryParseMoney } from '../src/money.ts';

describe('money', () => {
  it('parses decimal strings to poisha', () => {
    expect(parseMoney('1234.50')).toBe(123450n);
    expect(parseMoney('1234.5')).toBe(123450n);
    expect(parseMoney('1234')).toBe(123400n);
    expect(parseMoney('0.01')).toBe(1n);
    expect(parseMoney('-0.05')).toBe(-5n);
    expect(parseMoney('9999999999999.99')).toBe(999999999999999n);
  });

  it('formats poisha canonically with two decimals and no grouping', () => {
    expect(formatMoney(123450n)).toBe('1234.50');
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(7n)).toBe('0.07');
    expect(formatMoney(-5n)).toBe('-0.05');
    expect(formatMoney(-123456789n)).toBe('-1234567.89');
  });

  it('round-trips lakh and crore amounts whatever the grouping convention', () => {
    const lakh = 100_000n * 100n;
    const crore = 10_000_000n * 100n;
    for (const poisha of [
      1n,
      99n,
      100n,
      lakh,
      lakh + 1n,
      12n * lakh + 34n,
      crore,
      123n * crore + 45n,
      10n ** 14n,
    ]) {
      expect(parseMoney(formatMoney(poisha))).toBe(poisha);
      expect(parseMoney(formatMoney(-poisha))).toBe(-poisha);
      expect(MoneySchema.parse(formatMoney(poisha))).toBe(formatMoney(poisha));
    }
    expect(formatMoney(crore)).toBe('10000000.00');
    expect(tryParseMoney('1,00,00,000.00')).toBeNull();
    expect(tryParseMoney('10,000,000.00')).toBeNull();
  });

  it('refuses anything but the strict decimal form', () => {
    for (const text of [
      '1.234',
      '1e3',
      '1,000',
      ' 1',
      '1 ',
      '01',
      '.5',
      '1.',
      '+1',
      '-0',
      '',
      'NaN',
      '0x10',
      '١٢٣',
    ]) {
      expect(tryParseMoney(text), text).toBeNull();
    }
    expect(() => parseMoney('1.234')).toThrow(RangeError);
  });

  it('accepts only positive amounts to move, canonicalised', () => {
    expect(AmountSchema.parse('1000')).toBe('1000.00');
    expect(AmountSchema.parse('0.5')).toBe('0.50');
    for (const text of ['1.234', '-1', '1e3', '0.00', '0', '1,000', '']) {
      expect(AmountSchema.safeParse(text).success, text).toBe(false);
    }
    expect(AmountSchema.safeParse(1000).success).toBe(false);
  });
});
