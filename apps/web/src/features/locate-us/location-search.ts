import type { Location } from '@taka/contracts';

/**
 * Text as the search compares it: one Unicode form (Bengali letters such as য় arrive composed or as two code points,
 * depending on the keyboard), lower case, runs of spaces as one.
 */
const comparable = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The locations whose name or address contains `query`, in their order; all of them for an empty query. */
export function searchLocations(locations: readonly Location[], query: string): Location[] {
  const wanted = comparable(query);
  if (!wanted) return [...locations];
  return locations.filter(
    (location) => comparable(location.name).includes(wanted) || comparable(location.address).includes(wanted),
  );
}
