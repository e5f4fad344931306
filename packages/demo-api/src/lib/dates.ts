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
 * Dhaka keeps UTC+6 all year (no daylight saving since 2009), so its wall clock is read without Intl's time zone
 * data: loading that took 35 ms on a fast machine (150 with a phone's CPU) while the shell waited for its lists.
 */
const DHAKA_OFFSET = 6 * 60 * MINUTE;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Dhaka wall-clock parts of `iso`. */
function dhaka(iso: string) {
  const clock = new Date(Date.parse(iso) + DHAKA_OFFSET);
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth(),
    day: clock.getUTCDate(),
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "05/01/2024": day/month/year, as chat lists show the last message date. */
export function dayMonthYear(iso: string): string {
  const { year, month, day } = dhaka(iso);
  return `${twoDigits(day)}/${twoDigits(month + 1)}/${year}`;
}

/** "Jan 5, 2024": how course update dates are displayed. */
export function displayDate(iso: string): string {
  const { year, month, day } = dhaka(iso);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "3:07 PM" in Dhaka time. */
export function clockTime(iso: string): string {
  const { hour, minute } = dhaka(iso);
  return `${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
