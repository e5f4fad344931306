import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { SCRUMBOARD_PATH, boardsKey } from './keys';

/** Deletes a board with its lists, cards and labels. */
export function useDeleteBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`${SCRUMBOARD_PATH}/board?${new URLSearchParams({ id })}`, z.boolean().nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardsKey }),
  });
}
