import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from '../src/amount-input.ts';
import { FORMAT_LANGUAGES, formatTaka } from '../src/format.ts';
import { formatMoney } from '../src/money.ts';

/** Every amount a balance can hold: up to 13 digits of taka. */
const poisha = fc.bigInt({ min: 0n, max: 999_999_999_999_999n });

describe('parseAmountInput', () => {
  it('reads back every amount as each language shows it', () => {
    fc.assert(
      fc.property(poisha, fc.constantFrom(...FORMAT_LANGUAGES), (amount, language) => {
        const canonical = formatMoney(amount);
        expect(parseAmountInput(formatTaka(amount, language), language)).toBe(canonical);
        expect(parseAmountInput(formatTaka(amount, language, { wholeWithoutPoisha: true }), language)).toBe(
          canonical,
        );
        expect(parseAmountInput(formatAmountInput(amount, language), language)).toBe(canonical);
      }),
      { numRuns: 2000 },
    );
  });

  it("takes the language's decimal mark and its grouping mark where thousands or lakh grouping puts it", () => {
    expect(parseAmountInput('60,00', 'tr')).toBe('60.00');
    expect(parseAmountInput('1.500,50', 'tr')).toBe('1500.50');
    expect(parseAmountInput('1.500', 'tr')).toBe('1500.00');
    expect(parseAmountInput('1,500', 'en')).toBe('1500.00');
    expect(parseAmountInput('1,50,000.5', 'en')).toBe('150000.50');
    expect(parseAmountInput('150,000', 'en')).toBe('150000.00');
    expect(parseAmountInput('1500', 'tr')).toBe('1500.00');
    expect(parseAmountInput('১,৫০০.৫০', 'bn')).toBe('1500.50');
    expect(parseAmountInput('১৫০০', 'bn')).toBe('1500.00');
    expect(parseAmountInput('১২৫০.৫০', 'en')).toBe('1250.50');
  });

  it('takes a taka sign, Tk or BDT before or after the number, and spaces around it', () => {
    expect(parseAmountInput('৳60,00', 'tr')).toBe('60.00');
    expect(parseAmountInput(' Tk 1,500 ', 'en')).toBe('1500.00');
    expect(parseAmountInput('tk.500', 'en')).toBe('500.00');
    expect(parseAmountInput('১,৫০০৳', 'bn')).toBe('1500.00');
    expect(parseAmountInput('BDT 75.5', 'en')).toBe('75.50');
    expect(parseAmountInput('0050', 'en')).toBe('50.00');
  });

  it('refuses a grouping mark out of place, a decimal mark not the language’s, and more than two decimals', () => {
    for (const [text, language] of [
      ['1,50', 'en'],
      ['1,5', 'en'],
      ['1,2345', 'en'],
      ['1,234,56,789', 'en'],
      ['1.500', 'en'],
      ['1.5', 'tr'],
      ['60.00', 'tr'],
      ['1500.50', 'tr'],
      ['1,500,50', 'tr'],
      ['1.500.50', 'en'],
      ['1.505', 'en'],
      ['10.', 'en'],
      ['.50', 'en'],
      [',5', 'tr'],
      ['1,500.', 'en'],
      ['1 500', 'en'],
    ] as const)
      expect(parseAmountInput(text, language), `${text} in ${language}`).toBeNull();
  });

  it('refuses a sign, an exponent, letters, an empty field and an amount beyond 13 digits', () => {
    for (const text of ['-5', '−৳5.00', '+5', '1e3', '12abc', '৳', '', '  ', '99999999999999', 'Tk Tk 5'])
      expect(parseAmountInput(text, 'en'), text).toBeNull();
  });
});

describe('formatAmountInput', () => {
  it("writes the amount's number with two decimals in the language, without the taka sign", () => {
    expect(formatAmountInput('1500', 'en')).toBe('1,500.00');
    expect(formatAmountInput('150000.5', 'en')).toBe('1,50,000.50');
    expect(formatAmountInput('1500', 'tr')).toBe('1.500,00');
    expect(formatAmountInput(150050n, 'bn')).toBe('১,৫০০.৫০');
  });
});
