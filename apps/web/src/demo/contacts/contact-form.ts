import { z } from 'zod';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import type { ContactPatch } from './api/update-contact';
import { birthdayOfDay, companyOf, dayOfBirthday, titleOf } from './contact-fields';

/** The edit form's rules; messages are keys under `validation.` (see field-error.ts). */
export const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'contacts.nameRequired').max(100, 'contacts.tooLong'),
  emails: z.array(
    z.object({
      email: z.string().trim().pipe(z.email('contacts.emailInvalid')),
      label: z.string().trim().max(30, 'contacts.tooLong'),
    }),
  ),
  phoneNumbers: z.array(
    z.object({
      country: z.string().min(1, 'contacts.countryRequired'),
      phoneNumber: z
        .string()
        .trim()
        .regex(/^[0-9][0-9 ()-]{2,19}$/, 'contacts.phoneInvalid'),
      label: z.string().trim().max(30, 'contacts.tooLong'),
    }),
  ),
  title: z.string().trim().max(100, 'contacts.tooLong'),
  company: z.string().trim().max(100, 'contacts.tooLong'),
  /** A calendar day ("1991-03-14") or '' (see FormDateField). */
  birthday: z
    .string()
    .refine((day) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day), 'contacts.birthdayInvalid'),
  address: z.string().trim().max(300, 'contacts.tooLong'),
  /** HTML from the rich-text editor. */
  notes: z.string(),
  tags: z.array(z.string()),
});

export type ContactFormValues = z.input<typeof ContactFormSchema>;
export type ContactFormOutput = z.output<typeof ContactFormSchema>;

export function toFormValues(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    emails: contact.emails.map(({ email, label }) => ({ email, label })),
    phoneNumbers: contact.phoneNumbers.map(({ country, phoneNumber, label }) => ({
      country,
      phoneNumber,
      label,
    })),
    title: titleOf(contact),
    company: companyOf(contact),
    birthday: dayOfBirthday(contact.birthday),
    address: contact.address ?? '',
    notes: contact.notes ?? '',
    tags: [...contact.tags],
  };
}

/** An editor left with nothing in it still holds an empty paragraph. */
const isBlankHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(html);

/** The PATCH body of a saved form; tags deleted meanwhile (not in `tagIds`) are left out. */
export function toPatch(id: string, values: ContactFormOutput, tagIds: ReadonlySet<string>): ContactPatch {
  return {
    id,
    contact: {
      name: values.name,
      emails: values.emails,
      phoneNumbers: values.phoneNumbers,
      title: values.title,
      company: values.company,
      birthday: birthdayOfDay(values.birthday),
      address: values.address || null,
      notes: isBlankHtml(values.notes) ? null : values.notes,
      tags: values.tags.filter((tag) => tagIds.has(tag)),
    },
  };
}
