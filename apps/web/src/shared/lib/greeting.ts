import { hourInBankTime } from '@taka/contracts';

/**
 * Translation key of the greeting for the hour (SPEC 9: thresholds 12 and 18) in bank time, as every time on screen
 * is (decision 023): the same wherever the page is drawn, in the browser or on the server (decision 054).
 */
export function greetingKey(
  date: Date,
): 'shell.greeting.morning' | 'shell.greeting.afternoon' | 'shell.greeting.evening' {
  const hour = hourInBankTime(date);
  if (hour < 12) return 'shell.greeting.morning';
  if (hour < 18) return 'shell.greeting.afternoon';
  return 'shell.greeting.evening';
}
