/** Translation key of the greeting for the hour (SPEC 9: thresholds 12 and 18). */
export function greetingKey(
  date: Date,
): 'shell.greeting.morning' | 'shell.greeting.afternoon' | 'shell.greeting.evening' {
  const hour = date.getHours();
  if (hour < 12) return 'shell.greeting.morning';
  if (hour < 18) return 'shell.greeting.afternoon';
  return 'shell.greeting.evening';
}
