import { z } from 'zod';

/** Every error the API answers has this shape; `code` is stable and documented in the server's catalogue. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  /** Field-level problems for a rejected payload, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
