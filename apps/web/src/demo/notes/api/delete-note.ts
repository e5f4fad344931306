import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Note } from '@taka/demo-api/schemas/notes';
import { demoRequest } from '@/shared/demo/demo-request';
import { NOTES_API, notesKeys } from './keys';

/** Deletes a note and takes it out of the cached list. */
export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`${NOTES_API}?${new URLSearchParams({ id })}`, z.boolean().nullable(), {
        method: 'DELETE',
      }),
    onSuccess: (_, id) =>
      client.setQueryData<Note[]>(notesKeys.notes, (notes) => notes?.filter((note) => note.id !== id)),
  });
}
