import type { Frequency } from '@taka/contracts';
import { DHAKA_OFFSET_MS, dhakaDate } from '../limits/periods.ts';

/**
 * When a standing instruction runs (decision 028), as pure functions. A schedule is a Dhaka wall time (UTC+6 all
 * year): the n-th occurrence is the first one (the anchor) plus n periods, never the previous one plus one, so a
 * monthly run on the 31st runs on 30 April and then on 31 May again.
 */
export type Recurrence = {
  firstRunAt: Date;
  /** Null: one run only (Pay later). */
  frequency: Frequency | null;
  /** The last Dhaka date a run may fall on (YYYY-MM-DD), if any. */
  endsOn: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The anchor's Dhaka date moved by whole months, on the anchor's day or the month's last day when shorter. */
function addMonths(year: number, month: number, day: number, months: number) {
  const total = year * 12 + month + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  return Date.UTC(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The n-th occurrence (0 is the first run), or null when the schedule has none that late. */
export function occurrence(recurrence: Recurrence, n: number): Date | null {
  if (n > 0 && recurrence.frequency === null) return null;
  const wall = recurrence.firstRunAt.getTime() + DHAKA_OFFSET_MS;
  const timeOfDay = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
  const date = new Date(wall - timeOfDay);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  let day: number;
  switch (recurrence.frequency) {
    case null:
    case 'daily':
      day = Date.UTC(y, m, d + n);
      break;
    case 'weekly':
      day = Date.UTC(y, m, d + 7 * n);
      break;
    case 'monthly':
      day = addMonths(y, m, d, n);
      break;
    case 'yearly':
      day = addMonths(y, m, d, 12 * n);
      break;
  }
  const at = new Date(day + timeOfDay - DHAKA_OFFSET_MS);
  if (recurrence.endsOn !== null && dhakaDate(at) > recurrence.endsOn) return null;
  return at;
}

/** The first occurrence from index `from` on that falls after `after`; null when none is left. */
export function nextOccurrence(
  recurrence: Recurrence,
  from: number,
  after: Date,
): { index: number; at: Date } | null {
  for (let index = from; ; index++) {
    const at = occurrence(recurrence, index);
    if (at === null) return null;
    if (at.getTime() > after.getTime()) return { index, at };
  }
}
