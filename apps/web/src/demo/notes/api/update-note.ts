import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoteSchema, type Note, type NoteLabel } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';
import { replaceNote } from './replace-note';

export type NoteChanges = Partial<
  Pick<Note, 'title' | 'content' | 'tasks' | 'image' | 'reminder' | 'archived'>
> & {
  /** Label ids. */
  labels?: string[];
};

/**
 * Saves some fields of a note. The cached note changes at once, so a second tick right after the first builds on
 * it; the handler's answer then replaces it. A note deleted meanwhile (null answer) makes the list be read again.
 */
export function useUpdateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: NoteChanges }) =>
      demoRequest(NOTES_API, NoteSchema.nullable(), {
        method: 'PATCH',
        body: { updatedNote: { id, ...changes } },
      }),
    onMutate: ({ id, changes: { labels, ...fields } }) => {
      const known = client.getQueryData<NoteLabel[]>(notesKeys.labels) ?? [];
      client.setQueryData<Note[]>(notesKeys.notes, (notes) =>
        notes?.map((note) =>
          note.id !== id
            ? note
            : {
                ...note,
                ...fields,
                ...(labels && {
                  labels: labels.flatMap((labelId) => known.filter((label) => label.id === labelId)),
                }),
              },
        ),
      );
    },
    onSuccess: (note) =>
      note ? replaceNote(client, note) : client.invalidateQueries({ queryKey: notesKeys.notes }),
    onError: () => client.invalidateQueries({ queryKey: notesKeys.notes }),
  });
}
