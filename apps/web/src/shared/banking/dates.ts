import { DateTime } from 'luxon';

/** The bank's time zone: statements, limits and receipts count days in Dhaka (contracts: Asia/Dhaka). */
export const BANK_TIME_ZONE = 'Asia/Dhaka';

/** "5 Jan 2024, 3:07 PM" in the customer's language, in bank time. */
export function formatDateTime(iso: string, locale: string): string {
  return DateTime.fromISO(iso, { zone: BANK_TIME_ZONE }).setLocale(locale).toFormat('d LLL yyyy, h:mm a');
}

/** "5 Jan 2024" for an ISO date ("2024-01-05"). */
export function formatDate(isoDate: string, locale: string): string {
  return DateTime.fromISO(isoDate, { zone: BANK_TIME_ZONE }).setLocale(locale).toFormat('d LLL yyyy');
}

/** "April 2026" for a month ("2026-04") in the customer's language. */
export function formatMonth(yearMonth: string, locale: string): string {
  return DateTime.fromISO(`${yearMonth}-01`, { zone: BANK_TIME_ZONE })
    .setLocale(locale)
    .toFormat('LLLL yyyy');
}

/** Today in bank time, as an ISO date. */
export function bankToday(): DateTime {
  return DateTime.now().setZone(BANK_TIME_ZONE).startOf('day');
}
