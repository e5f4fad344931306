import { z } from 'zod';

export { TagSchema as TaskTagSchema, type Tag as TaskTag } from './tags.ts';

export const SubTaskSchema = z.object({ id: z.string(), title: z.string(), completed: z.boolean() });

export const TaskSchema = z.object({
  id: z.string(),
  type: z.enum(['task', 'section']),
  title: z.string(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  /** ISO date-time or null. */
  dueDate: z.string().nullable(),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Tag ids. */
  tags: z.array(z.string()),
  /** Contact id of the assignee. */
  assignedTo: z.string().nullable(),
  subTasks: z.array(SubTaskSchema),
  order: z.number().int(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskCreateBodySchema = z.object({ type: TaskSchema.shape.type });
export const TaskPatchBodySchema = z.object({
  id: z.string(),
  task: TaskSchema.omit({ id: true }).partial(),
});
export const TaskOrderBodySchema = z.object({ tasks: z.array(z.looseObject({ id: z.string() })) });
