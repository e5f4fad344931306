import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BoardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { SCRUMBOARD_PATH, boardsKey } from './keys';

/** Adds a board with no lists yet. */
export function useCreateBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      demoRequest(`${SCRUMBOARD_PATH}/board`, BoardSchema, { method: 'PUT', body: { board: { title } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardsKey }),
  });
}
