import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateOfBirthSchema, holderBirthDays } from '../src/index.ts';

const problem = (day: string) => DateOfBirthSchema.safeParse(day).error?.issues[0]?.message;

describe('a card holder’s date of birth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes its holder 18 to 100 years old on the day asked about, 29 February too', () => {
    expect(holderBirthDays('2026-11-25')).toEqual({ earliest: '1925-11-26', latest: '2008-11-25' });
    // one born on 29 February 2008 turns 18 on 1 March 2026
    expect(holderBirthDays('2026-02-28')).toEqual({ earliest: '1925-03-01', latest: '2008-02-28' });
    expect(holderBirthDays('2028-02-29')).toEqual({ earliest: '1927-03-01', latest: '2010-02-28' });
    expect(holderBirthDays('2032-02-29')).toEqual({ earliest: '1931-03-01', latest: '2014-02-28' });
  });

  it('is a real day before today in Dhaka, of someone 18 to 100 years old', () => {
    // 00:30 on 2 March 2026 in Dhaka, still 1 March in UTC
    vi.useFakeTimers({ now: new Date('2026-03-01T18:30:00Z') });
    for (const day of ['2008-03-02', '1990-04-02', '1925-03-03'])
      expect(DateOfBirthSchema.safeParse(day).success, day).toBe(true);
    expect(problem('2999-12-31')).toBe('dateOfBirth.notPast');
    expect(problem('2026-03-02')).toBe('dateOfBirth.notPast');
    expect(problem('2026-03-01')).toBe('dateOfBirth.ageOutOfRange');
    expect(problem('2008-03-03')).toBe('dateOfBirth.ageOutOfRange');
    expect(problem('1925-03-02')).toBe('dateOfBirth.ageOutOfRange');
    expect(problem('1899-12-31')).toBe('date.outOfRange');
    expect(DateOfBirthSchema.safeParse('1990-02-30').success).toBe(false);
    expect(DateOfBirthSchema.safeParse('02/04/1990').success).toBe(false);
  });
});
