import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

/** `hour`:`minute` in Dhaka (UTC+6, no daylight saving). */
const dhaka = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 1, hour - 6, minute));

describe('greetingKey', () => {
  it('greets by the hour in bank time: morning before 12, afternoon before 18, evening after', () => {
    expect(greetingKey(dhaka(0))).toBe('shell.greeting.morning');
    expect(greetingKey(dhaka(11, 59))).toBe('shell.greeting.morning');
    expect(greetingKey(dhaka(12))).toBe('shell.greeting.afternoon');
    expect(greetingKey(dhaka(17, 59))).toBe('shell.greeting.afternoon');
    expect(greetingKey(dhaka(18))).toBe('shell.greeting.evening');
    expect(greetingKey(dhaka(23, 59))).toBe('shell.greeting.evening');
  });
});
