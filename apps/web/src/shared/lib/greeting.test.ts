import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

const at = (hour: number, minute = 0) => new Date(2026, 0, 1, hour, minute);

describe('greetingKey', () => {
  it('greets by the hour: morning before 12, afternoon before 18, evening after', () => {
    expect(greetingKey(at(0))).toBe('shell.greeting.morning');
    expect(greetingKey(at(11, 59))).toBe('shell.greeting.morning');
    expect(greetingKey(at(12))).toBe('shell.greeting.afternoon');
    expect(greetingKey(at(17, 59))).toBe('shell.greeting.afternoon');
    expect(greetingKey(at(18))).toBe('shell.greeting.evening');
    expect(greetingKey(at(23, 59))).toBe('shell.greeting.evening');
  });
});
