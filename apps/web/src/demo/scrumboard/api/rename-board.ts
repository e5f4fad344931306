import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BoardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { SCRUMBOARD_PATH, boardKey, boardsKey } from './keys';

/** Renames a board. */
export function useRenameBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      demoRequest(`${SCRUMBOARD_PATH}/board`, BoardSchema.nullable(), {
        method: 'PATCH',
        body: { board: { id, title } },
      }),
    onSuccess: (_answer, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: boardsKey }),
        client.invalidateQueries({ queryKey: boardKey(id) }),
      ]),
  });
}
