import { z } from 'zod';
import { ACTIVITY_KINDS, ActivityKindSchema } from './activity-kinds.ts';
import { CalendarDateSchema } from './dates.ts';

/** Where a page of the log ends: the last event's time (microseconds since 1970) and id. */
export const ActivityCursorSchema = z
  .string()
  .regex(
    /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'activity.cursorInvalid',
  );

/** An empty query parameter (a cleared filter) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `kind=a,b` (one parameter, comma-separated) or `kind=a&kind=b`: the same set of kinds. */
const ActivityKindListSchema = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  return [...new Set(parts)];
}, z.array(ActivityKindSchema).min(1).max(ACTIVITY_KINDS.length).optional());

/**
 * GET /api/activity-log: the signed-in customer's events, newest first, `size` at a time; the next page starts after
 * `cursor` (the previous answer's `nextCursor`). `from` and `to` are Dhaka calendar days, both included.
 */
export const ActivityLogQuerySchema = z
  .object({
    kind: ActivityKindListSchema,
    from: optional(CalendarDateSchema),
    to: optional(CalendarDateSchema),
    cursor: optional(ActivityCursorSchema),
    size: z.coerce.number().int().min(1, 'activity.sizeInvalid').max(100, 'activity.sizeInvalid').default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'activity.fromAfterTo', path: ['from'] });
export type ActivityLogQuery = z.input<typeof ActivityLogQuerySchema>;
export type ActivityLogFilters = Pick<z.output<typeof ActivityLogQuerySchema>, 'kind' | 'from' | 'to'>;

/**
 * One event. `details` is small, structured and never a secret (account and mobile numbers come masked); which keys
 * it has depends on the kind.
 */
export const ActivityEventSchema = z.object({
  id: z.uuid(),
  kind: ActivityKindSchema,
  /** ISO 8601 instant. */
  occurredAt: z.iso.datetime({ offset: true }),
  ip: z.string(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const ActivityLogSchema = z.object({
  events: z.array(ActivityEventSchema),
  /** Null on the last page. */
  nextCursor: ActivityCursorSchema.nullable(),
});
export type ActivityLog = z.infer<typeof ActivityLogSchema>;
