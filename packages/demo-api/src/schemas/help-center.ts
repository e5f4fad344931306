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
