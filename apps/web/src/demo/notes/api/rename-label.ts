import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';
import { NoteLabelsSchema } from './get-labels';

/** Renames a label; the notes carrying it are read again so their cards show the new name. */
export function useRenameLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      demoRequest(`${NOTES_API}/labels`, NoteLabelsSchema, {
        method: 'PATCH',
        body: { label: { id, title } },
      }),
    onSuccess: (labels) => {
      client.setQueryData(notesKeys.labels, labels);
      return client.invalidateQueries({ queryKey: notesKeys.notes });
    },
  });
}
