import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Deletes a list; the handler deletes its cards too. */
export const useDeleteList = (boardId: string) =>
  useBoardMutation(boardId, (id: string) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/list?${new URLSearchParams({ id })}`, z.boolean().nullable(), {
      method: 'DELETE',
    }),
  );
