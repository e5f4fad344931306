import type { FormatterModule } from 'i18next';
import { formatLanguageOf, formatNumber } from '@taka/contracts';

/**
 * Every number put into a text ("{{count}} transactions") is written by the formatting rule (docs/decisions/023):
 * Bengali digits in Bengali. Other values, money and dates included, arrive as text already formatted.
 */
export const numbersInTexts: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  // Anything else goes back as i18next gave it, as its own formatter does without a format.
  format: (value: unknown, _format, language) =>
    typeof value === 'number' ? formatNumber(value, formatLanguageOf(language)) : (value as string),
};
