import { z } from 'zod';

// Apart from schemas/academy.ts so that the demo worker, which checks this body, does not share a chunk with the
// academy screens (which import only the type): a shared module becomes a chunk every page would load first.

/**
 * PATCH courses/course/progress: where the learner is. `currentStep` runs from 0 to totalSteps, totalSteps meaning
 * every step is done; `finished` counts one more completion of the course.
 */
export const CourseProgressBodySchema = z.object({
  id: z.string(),
  currentStep: z.number().int().min(0),
  finished: z.boolean().optional(),
});
export type CourseProgressBody = z.infer<typeof CourseProgressBodySchema>;
