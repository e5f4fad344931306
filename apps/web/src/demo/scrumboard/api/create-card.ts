import { CardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Adds a card at the end of a list (the handler gives it the next position). */
export const useCreateCard = (boardId: string) =>
  useBoardMutation(boardId, ({ listId, title }: { listId: string; title: string }) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/card`, CardSchema, {
      method: 'PUT',
      body: { card: { boardId, listId, title } },
    }),
  );
