import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';
import { NoteLabelsSchema } from './get-labels';

/** Deletes a label; the handler also takes it off every note, so the notes are read again. */
export function useDeleteLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`${NOTES_API}/labels?${new URLSearchParams({ id })}`, NoteLabelsSchema, {
        method: 'DELETE',
      }),
    onSuccess: (labels) => {
      client.setQueryData(notesKeys.labels, labels);
      return client.invalidateQueries({ queryKey: notesKeys.notes });
    },
  });
}
