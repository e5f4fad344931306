import { z } from 'zod';

export const MailFolderSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  /** In lists: unread mails (Inbox), every mail (Drafts, Spam) or 0 (Sent, Trash). */
  count: z.number().int().optional(),
});
export type MailFolder = z.infer<typeof MailFolderSchema>;

export const MailFilterSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
});

export const MailLabelSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  color: z.string(),
});
export type MailLabel = z.infer<typeof MailLabelSchema>;

export const MailSettingsSchema = z.looseObject({ messageLayout: z.string() });
export type MailSettings = z.infer<typeof MailSettingsSchema>;

export const MailAttachmentSchema = z.object({
  /** MIME type. */
  type: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Preview image name, or "pdf". */
  preview: z.string(),
  downloadUrl: z.string(),
});

export const MailSchema = z.object({
  id: z.string(),
  type: z.literal('mail'),
  from: z.object({ avatar: z.string().nullable(), contact: z.string() }),
  to: z.string(),
  cc: z.array(z.string()).optional(),
  bcc: z.array(z.string()).optional(),
  /** ISO date-time. */
  date: z.string(),
  subject: z.string(),
  /** Plain text. */
  content: z.string(),
  /** The rich body (HTML) of a mail written in the compose dialog; `content` then holds its text. */
  contentHtml: z.string().optional(),
  attachments: z.array(MailAttachmentSchema),
  starred: z.boolean(),
  important: z.boolean(),
  unread: z.boolean(),
  /** Folder id. */
  folder: z.string(),
  /** Label ids. */
  labels: z.array(z.string()),
});
export type Mail = z.infer<typeof MailSchema>;

export const MailListItemSchema = MailSchema.extend({
  ccCount: z.number().int(),
  bccCount: z.number().int(),
});

export const MailPaginationSchema = z.union([
  z.object({
    totalResults: z.number().int(),
    resultsPerPage: z.number().int(),
    currentPage: z.number().int(),
    lastPage: z.number().int(),
    startIndex: z.number().int(),
    endIndex: z.number().int(),
  }),
  z.object({ lastPage: z.number().int() }).strict(),
]);

export const MailPageSchema = z.object({
  mails: z.array(MailListItemSchema).nullable(),
  pagination: MailPaginationSchema,
});

export const MailSettingsPatchBodySchema = z.object({ settings: z.record(z.string(), z.unknown()) });
export const MailLabelCreateBodySchema = z.object({
  label: MailLabelSchema.pick({ title: true, color: true }),
});
export const MailLabelPatchBodySchema = z.object({
  id: z.string(),
  label: MailLabelSchema.pick({ title: true, color: true }).partial(),
});
export const MailPatchBodySchema = z.object({
  id: z.string(),
  mail: MailSchema.omit({ id: true }).partial(),
});

/** A mail written by the demo user: sent at once, it lands in the Sent folder (or Drafts when saved as a draft). */
export const MailSendBodySchema = z.object({
  mail: z.object({
    to: z.string().trim().min(1),
    cc: z.array(z.string()).optional(),
    bcc: z.array(z.string()).optional(),
    subject: z.string(),
    contentHtml: z.string(),
  }),
  draft: z.boolean().optional(),
});
export type MailSendBody = z.infer<typeof MailSendBodySchema>;
