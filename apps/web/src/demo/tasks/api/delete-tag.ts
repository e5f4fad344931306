import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { TAG_PATH } from './get-tags';
import { TASKS_KEY } from './query-keys';

/** Deletes a tag; the handler strips it from every task, so every tasks query is refreshed. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`${TAG_PATH}?${new URLSearchParams({ id })}`, z.literal(true).nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
