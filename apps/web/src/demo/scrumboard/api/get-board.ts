import { useQuery } from '@tanstack/react-query';
import { BoardWithListsSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { SCRUMBOARD_PATH, boardKey } from './keys';

/** One board with its lists (each with its cards, by position) and labels; null when there is no such board. */
export const useBoard = (boardId: string) =>
  useQuery({
    queryKey: boardKey(boardId),
    queryFn: () =>
      demoRequest(
        `${SCRUMBOARD_PATH}/board?${new URLSearchParams({ id: boardId })}`,
        BoardWithListsSchema.nullable(),
      ),
  });
