import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';
import { NoteLabelsSchema } from './get-labels';

/** Adds a label; the handler answers the whole label list. */
export function useCreateLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      demoRequest(`${NOTES_API}/labels`, NoteLabelsSchema, { method: 'POST', body: { title } }),
    onSuccess: (labels) => client.setQueryData(notesKeys.labels, labels),
  });
}
