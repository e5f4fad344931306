import { CardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Removes a file from a card. */
export const useRemoveCardAttachment = (boardId: string) =>
  useBoardMutation(boardId, ({ cardId, id }: { cardId: string; id: string }) =>
    demoRequest(
      `${SCRUMBOARD_PATH}/board/card/attachment?${new URLSearchParams({ cardId, id })}`,
      CardSchema.nullable(),
      { method: 'DELETE' },
    ),
  );
