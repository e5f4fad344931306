import { z } from 'zod';
import { bankDateOf } from './format.ts';

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

/** How old, in whole years, a person the bank issues a card to in their own name may be. */
export const HOLDER_AGE = { min: 18, max: 100 } as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same day `years` earlier; 29 February in a year without one is the 28th. */
function yearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  const monthDay = day.slice(5) === '02-29' && !isLeapYear(year) ? '02-28' : day.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * The birth days of a holder of HOLDER_AGE on `today` (the bank's calendar day, Asia/Dhaka): one turns 18 on their
 * eighteenth birthday (born on 29 February: on 1 March in a year without one) and is too old on their 101st.
 */
export function holderBirthDays(today: string = bankDateOf()): { earliest: string; latest: string } {
  return {
    earliest: addDays(yearsBefore(today, HOLDER_AGE.max + 1), 1),
    latest: yearsBefore(today, HOLDER_AGE.min),
  };
}

/**
 * A card holder's date of birth: a real day before today in the bank's calendar, of someone HOLDER_AGE old. Today
 * is the bank's when the schema runs, so a form refuses what the server would.
 */
export const DateOfBirthSchema = CalendarDateSchema.refine((day) => day < bankDateOf(), {
  message: 'dateOfBirth.notPast',
  abort: true,
}).refine((day) => {
  const { earliest, latest } = holderBirthDays();
  return day >= earliest && day <= latest;
}, 'dateOfBirth.ageOutOfRange');
