import { z } from 'zod';

export const HelpCategorySchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });

export const FaqSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  answer: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const GuideSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** HTML; only in the answer of the single-guide call. */
  content: z.string().optional(),
});
export type Guide = z.infer<typeof GuideSchema>;

export const FaqCategoryWithFaqsSchema = HelpCategorySchema.extend({ faqs: z.array(FaqSchema) });
export const GuideCategoryWithGuidesSchema = HelpCategorySchema.extend({ guides: z.array(GuideSchema) });
export const GuideCategorySummarySchema = GuideCategoryWithGuidesSchema.extend({
  visibleGuides: z.number().int(),
  totalGuides: z.number().int(),
});

export const SUPPORT_SUBJECTS = ['account', 'payments', 'technical', 'feedback', 'other'] as const;

/** A message to the support team (the help center's support form). Messages are keys the screen translates. */
export const SupportRequestSchema = z.object({
  name: z.string().trim().min(1, 'helpCenter.support.nameRequired').max(80, 'helpCenter.support.nameTooLong'),
  email: z.email('helpCenter.support.emailInvalid'),
  subject: z.enum(SUPPORT_SUBJECTS, 'helpCenter.support.subjectRequired'),
  message: z
    .string()
    .trim()
    .min(10, 'helpCenter.support.messageTooShort')
    .max(2000, 'helpCenter.support.messageTooLong'),
});
export type SupportRequest = z.input<typeof SupportRequestSchema>;

/** The support team's acknowledgement: the ticket's number and when it was received. */
export const SupportTicketSchema = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.enum(SUPPORT_SUBJECTS),
  createdAt: z.string(),
});
