/**
 * Seed dates are relative to the moment the store is (re)seeded, so the demo always looks recent
 * ("25 minutes ago") while the order of items stays fixed.
 */
export interface Offset {
  days?: number;
  hours?: number;
  minutes?: number;
}

const MINUTE = 60_000;

/** The ISO time `offset` before `now` (a negative offset lies in the future). */
export function isoBefore(now: number, { days = 0, hours = 0, minutes = 0 }: Offset): string {
  return new Date(now - ((days * 24 + hours) * 60 + minutes) * MINUTE).toISOString();
}

/**
 * A Dhaka-time formatter made on first use and kept: making one costs a few milliseconds (its time zone data),
 * formatting with it microseconds, and a seed formats dozens of dates while the shell waits for its lists.
 */
function dhakaFormat(locale: string, options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', ...options });
    return format.format(new Date(iso));
  };
}

/** "05/01/2024": day/month/year, as chat lists show the last message date. */
export const dayMonthYear = dhakaFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "Jan 5, 2024": how course update dates are displayed. */
export const displayDate = dhakaFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "3:07 PM" in Dhaka time. */
export const clockTime = dhakaFormat('en-US', { hour: 'numeric', minute: '2-digit' });
