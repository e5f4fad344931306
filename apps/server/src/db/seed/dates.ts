/** Calendar arithmetic on ISO dates (YYYY-MM-DD), for seeded dates that follow the seeding day. */

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `date` moved by `months` (negative: back), on the same day of the month or that month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const index = year! * 12 + (month! - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(Math.floor(index / 12), index % 12, Math.min(day!, lastDay)));
  return shifted.toISOString().slice(0, 10);
}
