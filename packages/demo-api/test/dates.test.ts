import { describe, expect, it } from 'vitest';
import { clockTime, dayMonthYear, displayDate } from '../src/lib/dates.ts';

const inDhaka = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', ...options });

/** Instants every 7 hours 13 minutes over two years, and either side of midnight and noon in Dhaka. */
const INSTANTS = [
  ...Array.from({ length: 2400 }, (_, i) => Date.UTC(2024, 0, 1) + i * (7 * 60 + 13) * 60_000),
  Date.UTC(2026, 10, 26, 17, 59),
  Date.UTC(2026, 10, 26, 18, 0),
  Date.UTC(2026, 10, 27, 5, 59),
  Date.UTC(2026, 10, 27, 6, 0),
].map((time) => new Date(time).toISOString());

describe('the demo dates in Dhaka time', () => {
  it('read as Intl with the Asia/Dhaka time zone reads them', () => {
    const day = inDhaka('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const date = inDhaka('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const time = inDhaka('en-US', { hour: 'numeric', minute: '2-digit' });
    for (const iso of INSTANTS) {
      expect(dayMonthYear(iso)).toBe(day.format(new Date(iso)));
      expect(displayDate(iso)).toBe(date.format(new Date(iso)));
      // ICU's versions differ in the space before AM/PM (a narrow no-break space in some): the words are the same.
      expect(clockTime(iso)).toBe(time.format(new Date(iso)).replace(/\s/u, ' '));
    }
  });

  it('turn the day at midnight in Dhaka, 18:00 UTC', () => {
    expect(dayMonthYear('2026-11-26T17:59:00.000Z')).toBe('26/11/2026');
    expect(dayMonthYear('2026-11-26T18:00:00.000Z')).toBe('27/11/2026');
    expect(clockTime('2026-11-26T18:00:00.000Z')).toBe('12:00 AM');
    expect(clockTime('2026-11-27T06:00:00.000Z')).toBe('12:00 PM');
  });
});
