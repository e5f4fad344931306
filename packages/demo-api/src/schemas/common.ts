import { z } from 'zod';

export const MessageSchema = z.object({
  id: z.string(),
  image: z.string().nullable().optional(),
  title: z.string(),
  description: z.string(),
  /** ISO date-time. */
  time: z.string(),
  read: z.boolean(),
  seen: z.boolean().optional(),
  link: z.string().optional(),
  useRouter: z.boolean().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
  title: z.string(),
  /** May contain simple markup (<strong>, <em>). */
  description: z.string(),
  /** ISO date-time. */
  date: z.string(),
  /** Display time in Dhaka, e.g. "3:07 PM". */
  time: z.string(),
  extraContent: z.string().optional(),
  linkedContent: z.string().optional(),
  link: z.string().optional(),
  useRouter: z.boolean().optional(),
  read: z.boolean(),
  seen: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const ShortcutSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().optional(),
  icon: z.string(),
  link: z.string(),
  useRouter: z.boolean(),
});
export type Shortcut = z.infer<typeof ShortcutSchema>;

/** PATCH api/common/shortcuts/order (an addition to SPEC 7.3): the shortcuts' ids in their new order. */
export const ShortcutOrderBodySchema = z.object({ ids: z.array(z.string()) });

/** A page the global search can find. */
export const SearchPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  link: z.string(),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;

/** Every search result has a link to open and a display value, plus the fields of what it found. */
export const SearchResultSchema = z.looseObject({ id: z.string(), link: z.string(), value: z.string() });

export const SearchGroupSchema = z.object({
  id: z.enum(['contacts', 'pages', 'tasks']),
  label: z.enum(['Contacts', 'Pages', 'Tasks']),
  results: z.array(SearchResultSchema),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

export const SearchBodySchema = z.object({ query: z.string() });
