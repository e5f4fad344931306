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

const dhaka = 'Asia/Dhaka';

/** "05/01/2024": day/month/year, as chat lists show the last message date. */
export function dayMonthYear(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: dhaka,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "Jan 5, 2024": how course update dates are displayed. */
export function displayDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: dhaka,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "3:07 PM" in Dhaka time. */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: dhaka, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}
