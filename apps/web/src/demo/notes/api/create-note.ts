import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoteSchema } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API } from './keys';
import { replaceNote } from './replace-note';

/** Makes an empty note (carrying `labels`, the label being viewed); the answer is the new note. */
export function useCreateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (labels: string[]) =>
      demoRequest(NOTES_API, NoteSchema, { method: 'POST', body: { note: { labels } } }),
    onSuccess: (note) => replaceNote(client, note),
  });
}
