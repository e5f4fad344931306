import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Deletes a board label; the handler takes it off every card. */
export const useDeleteLabel = (boardId: string) =>
  useBoardMutation(boardId, (id: string) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/label?${new URLSearchParams({ id })}`, z.boolean().nullable(), {
      method: 'DELETE',
    }),
  );
