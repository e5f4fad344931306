import { z } from 'zod';

export const NoteLabelSchema = z.object({ id: z.string(), title: z.string() });
export type NoteLabel = z.infer<typeof NoteLabelSchema>;

export const NoteTaskSchema = z.object({ id: z.string(), content: z.string(), completed: z.boolean() });

const noteFields = {
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tasks: z.array(NoteTaskSchema),
  image: z.string().nullable(),
  /** ISO date-time or null. */
  reminder: z.string().nullable(),
  archived: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
  /** ISO date-time or null. */
  updatedAt: z.string().nullable(),
};

/** A note as stored: label ids. */
export const StoredNoteSchema = z.object({ ...noteFields, labels: z.array(z.string()) });
export type StoredNote = z.infer<typeof StoredNoteSchema>;

/** A note as answered: labels expanded. */
export const NoteSchema = z.object({ ...noteFields, labels: z.array(NoteLabelSchema) });
export type Note = z.infer<typeof NoteSchema>;

/** Notes sent by the client may carry labels as objects or as ids. */
const NoteInputSchema = StoredNoteSchema.extend({ labels: z.array(z.union([z.string(), NoteLabelSchema])) })
  .omit({ id: true, createdAt: true })
  .partial();

export const NoteCreateBodySchema = z.object({ note: NoteInputSchema });
export const NotePatchBodySchema = z.object({ updatedNote: NoteInputSchema.extend({ id: z.string() }) });
export const NoteTaskCreateBodySchema = z.object({
  note: z.looseObject({ id: z.string() }),
  task: z.string(),
});
export const NoteLabelCreateBodySchema = z.object({ title: z.string() });
export const NoteLabelPatchBodySchema = z.object({ label: NoteLabelSchema });
