import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_FORM_DEFAULTS,
  scheduleFormSchema,
  toSchedule,
  type ScheduleFormValues,
} from './schedule-form';

const now = () => new Date('2026-11-26T03:00:00Z'); // 09:00 in Dhaka
const form = (values: Partial<ScheduleFormValues>) => ({ ...SCHEDULE_FORM_DEFAULTS, ...values });
const messages = (values: Partial<ScheduleFormValues>) => {
  const result = scheduleFormSchema(now).safeParse(form(values));
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the schedule choice', () => {
  it('is no schedule for Pay now, whatever the other fields hold', () => {
    expect(messages({ mode: 'now', day: '' })).toEqual([]);
    expect(toSchedule(form({ mode: 'now', day: '2026-12-01' }))).toBeNull();
  });

  it('is one run at a Dhaka date and time for Pay later', () => {
    expect(toSchedule(form({ mode: 'later', day: '2026-12-01', time: '18:30' }))).toEqual({
      startAt: '2026-12-01T18:30:00+06:00',
      repeat: null,
    });
  });

  it('repeats until cancelled, until a date or a number of times', () => {
    const repeat = form({ mode: 'repeat', day: '2027-01-31', frequency: 'monthly' });
    expect(toSchedule(repeat)?.repeat).toEqual({ frequency: 'monthly', end: { type: 'never' } });
    expect(toSchedule({ ...repeat, end: 'until', untilDay: '2027-12-31' })?.repeat?.end).toEqual({
      type: 'until',
      date: '2027-12-31',
    });
    expect(toSchedule({ ...repeat, end: 'count', count: '12' })?.repeat?.end).toEqual({
      type: 'count',
      count: 12,
    });
  });

  it('asks for a date and a time in the future', () => {
    expect(messages({ mode: 'later', day: '' })).toEqual([['day', 'schedule.dayRequired']]);
    expect(messages({ mode: 'later', day: '2026-11-26', time: '9' })).toEqual([
      ['time', 'schedule.timeRequired'],
    ]);
    expect(messages({ mode: 'later', day: '2026-11-26', time: '09:00' })).toEqual([
      ['time', 'schedule.inPast'],
    ]);
    expect(messages({ mode: 'later', day: '2026-11-26', time: '09:01' })).toEqual([]);
  });

  it('asks for an end on or after the first run and a count from 1 to 999', () => {
    const repeat = { mode: 'repeat' as const, day: '2026-12-10' };
    expect(messages({ ...repeat, end: 'until', untilDay: '2026-12-09' })).toEqual([
      ['untilDay', 'schedule.untilInvalid'],
    ]);
    expect(messages({ ...repeat, end: 'until', untilDay: '2026-12-10' })).toEqual([]);
    expect(messages({ ...repeat, end: 'count', count: '0' })).toEqual([['count', 'schedule.countInvalid']]);
    expect(messages({ ...repeat, end: 'count', count: '1000' })).toEqual([
      ['count', 'schedule.countInvalid'],
    ]);
  });
});
