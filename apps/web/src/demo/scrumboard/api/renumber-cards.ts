import { z } from 'zod';
import { CardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/**
 * Puts a list's cards in the given order: the handler numbers them 65536, 131072, ... by their index (SPEC 4) and
 * moves any card whose listId differs into the list.
 */
export const useRenumberCards = (boardId: string) =>
  useBoardMutation(boardId, (cards: { id: string; listId: string }[]) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/card/positions`, z.array(CardSchema), {
      method: 'PATCH',
      body: { cards },
    }),
  );
