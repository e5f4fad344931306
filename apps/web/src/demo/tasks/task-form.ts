import { z } from 'zod';
import type { Task } from '@taka/demo-api/schemas/tasks';
import type { TaskPatch } from './api/update-task';
import { dayOfDue, dueOfDay } from './task-order';

export const TITLE_MAX = 200;
export const NOTES_MAX = 2000;

/** The drawer's rules; messages are keys under `validation.` (see field-error.ts). */
export const TaskFormSchema = z.object({
  title: z.string().trim().max(TITLE_MAX, 'tasks.tooLong'),
  notes: z.string().trim().max(NOTES_MAX, 'tasks.tooLong'),
  completed: z.boolean(),
  /** A calendar day ("2026-11-25") or '' (see FormDateField). */
  dueDate: z.string().refine((day) => day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day), 'tasks.dueDateInvalid'),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tags: z.array(z.string()),
});

export type TaskFormValues = z.input<typeof TaskFormSchema>;
export type TaskFormOutput = z.output<typeof TaskFormSchema>;

export const toFormValues = (task: Task): TaskFormValues => ({
  title: task.title,
  notes: task.notes ?? '',
  completed: task.completed,
  dueDate: dayOfDue(task.dueDate),
  priority: task.priority,
  tags: [...task.tags],
});

/** The PATCH body of a saved form; tags deleted meanwhile (not in `tagIds`) are left out. */
export const toPatch = (id: string, values: TaskFormOutput, tagIds: ReadonlySet<string>): TaskPatch => ({
  id,
  task: {
    title: values.title,
    notes: values.notes || null,
    completed: values.completed,
    dueDate: dueOfDay(values.dueDate),
    priority: values.priority,
    tags: values.tags.filter((tag) => tagIds.has(tag)),
  },
});
