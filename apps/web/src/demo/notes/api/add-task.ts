import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoteSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';
import { replaceNote } from './replace-note';

/** Adds an unticked task at the end of a note's checklist. */
export function useAddTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, task }: { noteId: string; task: string }) =>
      demoRequest(`${NOTES_API}/tasks`, NoteSchema.nullable(), {
        method: 'POST',
        body: { note: { id: noteId }, task },
      }),
    onSuccess: (note) =>
      note ? replaceNote(client, note) : client.invalidateQueries({ queryKey: notesKeys.notes }),
  });
}
