import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { CONTACTS_KEY } from './query-keys';

/** Deletes a tag; the handler strips it from every contact, so every contact query is refreshed. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`/api/apps/contacts/tag?${new URLSearchParams({ id })}`, z.literal(true).nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: CONTACTS_KEY,
        predicate: (query) => query.queryKey[2] !== 'countries',
      }),
  });
}
