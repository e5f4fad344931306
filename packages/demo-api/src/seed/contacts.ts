import type { Contact, ContactTag } from '../schemas/contacts.ts';
import { seedId } from '../lib/ids.ts';
import { avatarImage, coverImage } from '../lib/images.ts';
import { people, type Person } from './people.ts';

const tagTitles = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'] as const;
type TagTitle = (typeof tagTitles)[number];

export const contactTags: ContactTag[] = tagTitles.map((title, i) => ({
  id: seedId('contact-tag', i),
  title,
}));

const tagId = (title: TagTitle) => contactTags[tagTitles.indexOf(title)]!.id;

/** Tags of each contact, by name; people not listed carry none. */
const tagsByName: Record<string, TagTitle[]> = {
  'Nusrat Jahan': ['Work', 'College'],
  'Tanvir Ahmed': ['Work'],
  'Farhana Rahman': ['Friend'],
  'Sadia Islam': ['High School', 'Friend'],
  'Rakib Hasan': ['Work', 'Band'],
  'Anika Chowdhury': ['College'],
  'Shirin Sultana': ['Family'],
  'Priya Das': ['Work', 'Friend'],
  'Joydeep Saha': ['Band', 'High School'],
  "Michael D'Costa": ['College', 'Friend'],
  'Kamrul Islam': ['Family'],
  'Fatema Begum': ['Family'],
  'Mehedi Hasan': ['Baseball Team', 'Friend'],
  'Sumaiya Noor': ['Family', 'Baseball Team'],
  'Emily Carter': ['Work'],
};

/** Notes (HTML) kept on some contacts. */
const notesByName: Record<string, string> = {
  'Nusrat Jahan':
    '<p>Reviewed the new statement layout with her in March.</p><p>Prefers WhatsApp over calls.</p>',
  'Farhana Rahman': '<p>Handles our VAT returns. Send receipts before the 15th of each month.</p>',
  'Arif Hossain': '<p>Can arrange customs clearance at Chattogram port.</p>',
  'Shirin Sultana': '<p>Cousin on mother’s side. Children’s check-ups every six months.</p>',
  'Sabbir Rahman': '<p>Sends a box of first-flush tea every April.</p>',
  'Kamrul Islam': '<p>Uncle. Ask about the shop lease renewal.</p>',
  'Fatema Begum': '<p>Grandmother. Weekly video call on Friday afternoons.</p>',
  'Ravi Menon':
    '<p>Ran the treasury workshop last year.</p><ul><li>Follow up on the liquidity report</li></ul>',
};

const emailLabels = ['Personal', 'Work', 'Billing'];

function toContact(person: Person, index: number): Contact {
  return {
    id: seedId('contact', index),
    // Every seventh contact has no picture, so the initials fallback is seen too.
    avatar: index % 7 === 6 ? null : avatarImage(person.name),
    background: index % 3 === 0 ? coverImage(person.name) : null,
    name: person.name,
    emails: person.emails.map((email, i) => ({ email, label: emailLabels[i] ?? 'Other' })),
    phoneNumbers: person.phones.map(([country, phoneNumber, label]) => ({ country, phoneNumber, label })),
    title: person.title,
    company: person.company,
    birthday: `${person.birthday}T12:00:00.000Z`,
    address: person.address,
    notes: notesByName[person.name] ?? null,
    tags: (tagsByName[person.name] ?? []).map(tagId),
  };
}

export function seedContacts(): { contacts: Contact[]; tags: ContactTag[] } {
  return { contacts: people.map(toContact), tags: structuredClone(contactTags) };
}

/** The seed id of the contact of a person named in people.ts. */
export function contactIdOf(name: string): string {
  const index = people.findIndex((person) => person.name === name);
  if (index === -1) throw new Error(`No demo person is named ${name}`);
  return seedId('contact', index);
}
