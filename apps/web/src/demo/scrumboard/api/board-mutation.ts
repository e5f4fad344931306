import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKey, boardsKey } from './keys';

/**
 * A change on a board: once answered (or refused), the board and the boards list (its last activity) load again.
 */
export function useBoardMutation<V, R>(boardId: string, mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: boardKey(boardId) }),
        client.invalidateQueries({ queryKey: boardsKey }),
      ]),
  });
}
