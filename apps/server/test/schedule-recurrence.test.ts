import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrence, type Recurrence } from '../src/modules/schedules/recurrence.ts';

/** Dhaka wall time (UTC+6) written as the customer sees it. */
const dhaka = (wall: string) => new Date(`${wall}+06:00`);
const schedule = (first: string, frequency: Recurrence['frequency'], endsOn: string | null = null) => ({
  firstRunAt: dhaka(first),
  frequency,
  endsOn,
});
const occurrences = (recurrence: Recurrence, count: number) =>
  Array.from({ length: count }, (_, n) => occurrence(recurrence, n)?.toISOString() ?? null);
const iso = (...walls: string[]) => walls.map((wall) => dhaka(wall).toISOString());

describe('occurrences of a schedule, in Dhaka time', () => {
  it('runs once for Pay later', () => {
    expect(occurrences(schedule('2026-12-01T09:00:00', null), 2)).toEqual([
      dhaka('2026-12-01T09:00:00').toISOString(),
      null,
    ]);
  });

  it('runs daily and weekly at the same Dhaka time, across Dhaka midnight in UTC', () => {
    // 05:30 in Dhaka is 23:30 UTC the day before.
    expect(occurrences(schedule('2026-12-31T05:30:00', 'daily'), 3)).toEqual(
      iso('2026-12-31T05:30:00', '2027-01-01T05:30:00', '2027-01-02T05:30:00'),
    );
    expect(occurrences(schedule('2026-12-25T10:00:00', 'weekly'), 2)).toEqual(
      iso('2026-12-25T10:00:00', '2027-01-01T10:00:00'),
    );
  });

  it('runs monthly on the 31st on the last day of shorter months, and on the 31st again after them', () => {
    expect(occurrences(schedule('2027-01-31T08:00:00', 'monthly'), 5)).toEqual(
      iso(
        '2027-01-31T08:00:00',
        '2027-02-28T08:00:00',
        '2027-03-31T08:00:00',
        '2027-04-30T08:00:00',
        '2027-05-31T08:00:00',
      ),
    );
  });

  it('runs monthly on the 29th on 29 February in a leap year and on the 28th otherwise', () => {
    expect(occurrences(schedule('2027-01-29T08:00:00', 'monthly'), 2)[1]).toBe(
      dhaka('2027-02-28T08:00:00').toISOString(),
    );
    expect(occurrences(schedule('2028-01-30T08:00:00', 'monthly'), 2)[1]).toBe(
      dhaka('2028-02-29T08:00:00').toISOString(),
    );
  });

  it('runs yearly from 29 February on 28 February of other years and on the 29th in leap years', () => {
    expect(occurrences(schedule('2028-02-29T12:00:00', 'yearly'), 5)).toEqual(
      iso(
        '2028-02-29T12:00:00',
        '2029-02-28T12:00:00',
        '2030-02-28T12:00:00',
        '2031-02-28T12:00:00',
        '2032-02-29T12:00:00',
      ),
    );
  });

  it('crosses a year end monthly', () => {
    expect(occurrences(schedule('2026-11-30T23:30:00', 'monthly'), 3)).toEqual(
      iso('2026-11-30T23:30:00', '2026-12-30T23:30:00', '2027-01-30T23:30:00'),
    );
  });

  it('ends after the last Dhaka date, the date itself included', () => {
    // 23:30 in Dhaka on the 3rd is still the 3rd there (17:30 UTC).
    expect(occurrences(schedule('2027-03-01T23:30:00', 'daily', '2027-03-03'), 4)).toEqual([
      ...iso('2027-03-01T23:30:00', '2027-03-02T23:30:00', '2027-03-03T23:30:00'),
      null,
    ]);
  });
});

describe('the next occurrence', () => {
  const monthly = schedule('2027-01-15T09:00:00', 'monthly');

  it('is the first one after the given time', () => {
    expect(nextOccurrence(monthly, 1, dhaka('2027-01-15T09:00:00'))).toEqual({
      index: 1,
      at: dhaka('2027-02-15T09:00:00'),
    });
  });

  it('skips every occurrence missed by then (a catch-up runs once)', () => {
    expect(nextOccurrence(monthly, 1, dhaka('2027-05-20T00:00:00'))).toEqual({
      index: 5,
      at: dhaka('2027-06-15T09:00:00'),
    });
  });

  it('is none once the schedule has ended', () => {
    expect(
      nextOccurrence(
        schedule('2027-01-15T09:00:00', 'monthly', '2027-03-01'),
        1,
        dhaka('2027-02-20T00:00:00'),
      ),
    ).toBe(null);
    expect(nextOccurrence(schedule('2027-01-15T09:00:00', null), 1, dhaka('2027-01-01T00:00:00'))).toBe(null);
  });
});
