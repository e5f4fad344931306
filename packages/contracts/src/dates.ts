import { z } from 'zod';

/**
 * A calendar day a client sends (YYYY-MM-DD), within a range any real banking date falls in: the ISO format alone
 * lets through days PostgreSQL or JavaScript cannot hold (year 0000, year 275760).
 */
export const CalendarDateSchema = z.iso
  .date()
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', { message: 'date.outOfRange', abort: true });

/** The calendar day `days` after (or before, when negative) a day: addDays("2026-03-01", -1) is "2026-02-28". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
