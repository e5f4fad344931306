import { z } from 'zod';

/** The tag of contacts, tasks and products. */
export const TagSchema = z.object({ id: z.string(), title: z.string() });
export type Tag = z.infer<typeof TagSchema>;

export const TagCreateBodySchema = z.object({ tag: TagSchema.omit({ id: true }) });
export const TagPatchBodySchema = z.object({ id: z.string(), tag: TagSchema.omit({ id: true }).partial() });
