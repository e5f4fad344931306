/** Bangladesh Standard Time is UTC+6 all year (no daylight saving since 2009). */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The calendar date in Dhaka at `instant`, as YYYY-MM-DD. */
export function dhakaDate(instant: Date): string {
  return new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Dhaka calendar date (YYYY-MM-DD) starts. */
export function dhakaDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - DHAKA_OFFSET_MS);
}

/** The limit periods `instant` falls in: its Dhaka day and the first day of its Dhaka month. */
export function limitPeriods(instant: Date): { day: string; month: string } {
  const day = dhakaDate(instant);
  return { day, month: `${day.slice(0, 8)}01` };
}
