import { BoardListSchema, type BoardList } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

type ListPatch = Partial<Omit<BoardList, 'id' | 'boardId'>> & { id: string };

/** Renames a list or moves it to a new position. */
export const useUpdateList = (boardId: string) =>
  useBoardMutation(boardId, (list: ListPatch) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/list`, BoardListSchema.nullable(), {
      method: 'PATCH',
      body: { list },
    }),
  );
