import { z } from 'zod';

export { TagSchema as ContactTagSchema, type Tag as ContactTag } from './tags.ts';

export const ContactEmailSchema = z.object({ email: z.string(), label: z.string() });

export const ContactPhoneSchema = z.object({
  /** 2-letter ISO code (lower case) of the country whose dial prefix applies. */
  country: z.string(),
  phoneNumber: z.string(),
  label: z.string(),
});

export const ContactSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable().optional(),
  name: z.string(),
  emails: z.array(ContactEmailSchema),
  phoneNumbers: z.array(ContactPhoneSchema),
  title: z.string().optional(),
  company: z.string().optional(),
  /** Only on contacts created through POST (SPEC 3.2). */
  job: z.object({ title: z.string(), company: z.string() }).optional(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  /** HTML. */
  notes: z.string().nullable(),
  /** Tag ids. */
  tags: z.array(z.string()),
});
export type Contact = z.infer<typeof ContactSchema>;

export const CountrySchema = z.object({
  id: z.string(),
  /** 2-letter ISO code, lower case. */
  iso: z.string(),
  name: z.string(),
  /** Dial prefix, e.g. "+880". */
  code: z.string(),
  /** Offset of the flag in a vertical sprite of 16x11 px flags ordered by ISO code. */
  flagImagePos: z.string(),
  /** The flag as an emoji, for a sprite-free display. */
  flag: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

export const ContactPatchBodySchema = z.object({
  id: z.string(),
  contact: ContactSchema.omit({ id: true }).partial(),
});
