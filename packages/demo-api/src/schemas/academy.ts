import { z } from 'zod';

export const AcademyCategorySchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });
export type AcademyCategory = z.infer<typeof AcademyCategorySchema>;

export const CourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Slug of the category. */
  category: z.string(),
  /** Minutes: 30, 45, 60, 90 or 120. */
  duration: z.number().int(),
  totalSteps: z.number().int(),
  /** Display date, e.g. "Jan 5, 2024". */
  updatedAt: z.string(),
  featured: z.boolean(),
  progress: z.object({ currentStep: z.number().int(), completed: z.number().int() }),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseStepSchema = z.object({
  order: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** HTML. */
  content: z.string(),
});
export type CourseStep = z.infer<typeof CourseStepSchema>;

export const CourseWithStepsSchema = CourseSchema.extend({ steps: z.array(CourseStepSchema) });
export type CourseWithSteps = z.infer<typeof CourseWithStepsSchema>;
