import { countries as isoCountries, getEmojiFlag, type TCountryCode } from 'countries-list';
import type { Country } from '../schemas/contacts.ts';
import { seedId } from '../lib/ids.ts';

/**
 * The country list of the contacts area, taken from the `countries-list` package: every ISO 3166-1 country that
 * is not user-assigned or part of another, with its name and first dial prefix, sorted by name.
 */
export function buildCountries(): Country[] {
  const entries = Object.entries(isoCountries) as [TCountryCode, (typeof isoCountries)[TCountryCode]][];
  const sprite = entries.map(([code]) => code).sort();
  return entries
    .filter(([, country]) => !country.userAssigned && !country.partOf && country.phone.length > 0)
    .map(([code, country]) => ({
      id: seedId('country', sprite.indexOf(code)),
      iso: code.toLowerCase(),
      name: country.name,
      code: `+${country.phone[0]}`,
      flagImagePos: `-1px -${1 + sprite.indexOf(code) * 12}px`,
      flag: getEmojiFlag(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
