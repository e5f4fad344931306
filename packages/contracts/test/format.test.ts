import { describe, expect, it } from 'vitest';
import {
  bankDateOf,
  formatDate,
  formatDateTime,
  formatLanguageOf,
  formatMonth,
  formatNumber,
  formatFileSize,
  formatPercent,
  formatRelativeTime,
  formatTaka,
  formatTime,
  formatYear,
  toLatinDigits,
} from '../src/format.ts';

const LATIN_DIGIT = /[0-9]/;
const MINUS = '\u2212';

describe('formatTaka', () => {
  it('groups by lakh and crore in English and Bengali, by thousands in Turkish', () => {
    expect(formatTaka('12345678.50', 'en')).toBe('৳1,23,45,678.50');
    expect(formatTaka('12345678.50', 'bn')).toBe('১,২৩,৪৫,৬৭৮.৫০৳');
    expect(formatTaka('12345678.50', 'tr')).toBe('৳12.345.678,50');
  });

  it('keeps every poisha of amounts far beyond a float', () => {
    expect(formatTaka(999999999999999n, 'en')).toBe('৳99,99,99,99,99,999.99');
    expect(formatTaka(1n, 'en')).toBe('৳0.01');
  });

  it('writes a negative amount with a true minus sign right against it', () => {
    expect(formatTaka('-8450.75', 'en')).toBe(`${MINUS}৳8,450.75`);
    expect(formatTaka(-845075n, 'bn')).toBe(`${MINUS}৮,৪৫০.৭৫৳`);
    expect(formatTaka('-8450.75', 'tr')).toBe(`${MINUS}৳8.450,75`);
  });

  it('writes the plus of a credit only when asked, and never a sign on zero', () => {
    expect(formatTaka('500.00', 'en', { sign: 'always' })).toBe('+৳500.00');
    expect(formatTaka('-500.00', 'en', { sign: 'always' })).toBe(`${MINUS}৳500.00`);
    expect(formatTaka('0.00', 'en', { sign: 'always' })).toBe('৳0.00');
    expect(formatTaka('500.00', 'en')).toBe('৳500.00');
  });

  it('leaves out the poisha of a whole amount when asked', () => {
    expect(formatTaka('50.00', 'bn', { wholeWithoutPoisha: true })).toBe('৫০৳');
    expect(formatTaka('50.25', 'en', { wholeWithoutPoisha: true })).toBe('৳50.25');
  });

  it('refuses what is not money', () => {
    expect(() => formatTaka('12.345', 'en')).toThrow(RangeError);
  });
});

describe('numbers and percents', () => {
  it('uses Bengali digits in Bengali and Latin ones otherwise', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'tr')).toBe('1.234.567');
    expect(formatNumber(-3, 'en')).toBe(`${MINUS}3`);
  });

  it('writes rates with two decimals in each language’s order', () => {
    expect(formatPercent('3.50', 'en')).toBe('3.50%');
    expect(formatPercent('3.50', 'bn')).toBe('৩.৫০%');
    expect(formatPercent(3.5, 'tr')).toBe('%3,50');
    expect(formatPercent(18, 'en', 0)).toBe('18%');
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes below a megabyte (never 0) and megabytes with one decimal above', () => {
    expect(formatFileSize(12_345, 'en')).toBe('12 kB');
    expect(formatFileSize(80, 'en')).toBe('1 kB');
    expect(formatFileSize(1_520_000, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1_520_000, 'tr')).toBe('1,5 MB');
    expect(formatFileSize(12_345, 'bn')).toBe('১২ kB');
  });
});

describe('dates and times', () => {
  it('writes every date day first', () => {
    expect(formatDate('2026-06-05', 'en')).toBe('5 Jun 2026');
    expect(formatDate('2026-06-05', 'tr')).toBe('5 Haz 2026');
    expect(formatDate('2026-06-05', 'bn')).not.toMatch(LATIN_DIGIT);
    expect(formatDate('2026-06-05', 'bn')).toMatch(/^৫ জুন,? ২০২৬$/);
    expect(formatDate('2026-06-05', 'en', 'long')).toBe('5 June 2026');
  });

  it('keeps a calendar day the same day whatever the zone, and puts an instant on its Dhaka day', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    // 19:10 UTC on 24 November is 01:10 on 25 November in Dhaka (UTC+6).
    expect(formatDate('2026-11-24T19:10:00Z', 'en')).toBe('25 Nov 2026');
    expect(bankDateOf(new Date('2026-11-24T19:10:00Z'))).toBe('2026-11-25');
    expect(bankDateOf(new Date('2026-11-24T17:59:59Z'))).toBe('2026-11-24');
  });

  it('writes times in Dhaka: 12-hour in English, Bengali day periods, 24-hour in Turkish', () => {
    const lateNight = '2026-11-24T19:10:00Z';
    const afternoon = '2026-11-25T08:05:00Z';
    expect(formatTime(lateNight, 'en')).toBe('1:10 AM');
    expect(formatTime(afternoon, 'en')).toBe('2:05 PM');
    expect(formatTime(afternoon, 'tr')).toBe('14:05');
    expect(formatTime(lateNight, 'bn')).toBe('১:১০ রাত্রি');
    expect(formatTime(afternoon, 'bn')).toBe('২:০৫ দুপুর');
    expect(formatTime(afternoon, 'bn')).not.toMatch(/[0-9]|AM|PM/);
  });

  it('names the zone when asked', () => {
    expect(formatTime('2026-11-25T08:05:00Z', 'en', { withZone: true })).toBe('2:05 PM GMT+6');
    expect(formatDateTime('2026-11-24T19:10:00Z', 'en')).toBe('25 Nov 2026, 1:10 AM');
    expect(formatDateTime('2026-11-24T19:10:00Z', 'bn')).not.toMatch(LATIN_DIGIT);
  });

  it('writes a year as a date does, never grouped like an amount, in bank time', () => {
    const instant = new Date('2026-06-01T08:00:00Z');
    expect(formatYear(instant, 'en')).toBe('2026');
    expect(formatYear(instant, 'tr')).toBe('2026');
    expect(formatYear(instant, 'bn')).toBe('২০২৬');
    expect(formatNumber(2026, 'tr')).toBe('2.026');
    // 20:00 UTC on New Year's Eve is already the new year in Dhaka
    expect(formatYear(new Date('2026-12-31T20:00:00Z'), 'en')).toBe('2027');
  });

  it('writes months and relative times in the reader’s language', () => {
    expect(formatMonth('2026-04', 'en')).toBe('April 2026');
    expect(formatMonth('2026-04', 'tr')).toBe('Nisan 2026');
    expect(formatMonth('2026-04', 'bn')).toBe('এপ্রিল ২০২৬');
    const now = new Date('2026-11-25T08:00:00Z');
    expect(formatRelativeTime('2026-11-25T07:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-24T08:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-25T06:00:00Z', 'bn', now)).not.toMatch(LATIN_DIGIT);
    expect(formatRelativeTime('2026-11-22T08:00:00Z', 'tr', now)).toBe('3 gün önce');
  });
});

describe('input and languages', () => {
  it('reads Bengali digits as Latin ones and leaves everything else', () => {
    expect(toLatinDigits('১,২০০.৫০')).toBe('1,200.50');
    expect(toLatinDigits('০১৭১১-০০০০০০')).toBe('01711-000000');
    expect(toLatinDigits('1200.50')).toBe('1200.50');
  });

  it('maps i18n codes onto the three languages, English for any other', () => {
    expect(formatLanguageOf('bn')).toBe('bn');
    expect(formatLanguageOf('tr-TR')).toBe('tr');
    expect(formatLanguageOf('fr')).toBe('en');
    expect(formatLanguageOf(undefined)).toBe('en');
  });
});
