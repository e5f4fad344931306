import type { Contact } from '@taka/demo-api/schemas/contacts';

/** Seeded contacts carry title and company; a contact made by POST carries them in `job` (SPEC 3.2). */
export const titleOf = (contact: Contact): string => contact.title ?? contact.job?.title ?? '';
export const companyOf = (contact: Contact): string => contact.company ?? contact.job?.company ?? '';

/** What a list row shows under the name: title and company, else the first e-mail. */
export function summaryOf(contact: Contact): string {
  const work = [titleOf(contact), companyOf(contact)].filter(Boolean).join(', ');
  return work || contact.emails[0]?.email || '';
}

/** Birthdays are kept at noon UTC, so the calendar day is the same in every time zone. */
export const dayOfBirthday = (birthday: string | null): string => birthday?.slice(0, 10) ?? '';
export const birthdayOfDay = (day: string): string | null => (day ? `${day}T12:00:00.000Z` : null);

/** The letter a contact is filed under: the first letter of the name, or # for anything else. */
export function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('en');
  return /\p{L}/u.test(first) ? first : '#';
}

export type LetterGroup = { letter: string; contacts: Contact[] };

/** Contacts (already sorted by name) in runs under their first letter. */
export function groupByLetter(contacts: readonly Contact[]): LetterGroup[] {
  const groups: LetterGroup[] = [];
  for (const contact of contacts) {
    const letter = letterOf(contact.name);
    const last = groups.at(-1);
    if (last?.letter === letter) last.contacts.push(contact);
    else groups.push({ letter, contacts: [contact] });
  }
  return groups;
}
