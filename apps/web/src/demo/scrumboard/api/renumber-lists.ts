import { z } from 'zod';
import { BoardListSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Gives every list of the board its position afresh (used when two neighbours have no room left between them). */
export const useRenumberLists = (boardId: string) =>
  useBoardMutation(boardId, (lists: { id: string; position: number }[]) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/lists`, z.array(BoardListSchema), {
      method: 'PATCH',
      body: { lists },
    }),
  );
