import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Deletes a card. */
export const useDeleteCard = (boardId: string) =>
  useBoardMutation(boardId, (id: string) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/card?${new URLSearchParams({ id })}`, z.boolean().nullable(), {
      method: 'DELETE',
    }),
  );
