import { CardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Posts the customer's comment on a card; the handler records it among the card's activities. */
export const useCommentOnCard = (boardId: string) =>
  useBoardMutation(boardId, (comment: { cardId: string; message: string }) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/card/comment`, CardSchema.nullable(), {
      method: 'POST',
      body: comment,
    }),
  );
