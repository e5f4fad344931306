import { CardSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Sends a file to attach to a card (multipart, as the handler reads it). */
export const useAttachFileToCard = (boardId: string) =>
  useBoardMutation(boardId, ({ cardId, file }: { cardId: string; file: File }) => {
    const form = new FormData();
    form.append('cardId', cardId);
    form.append('file', file);
    return demoRequest(`${SCRUMBOARD_PATH}/board/card/attachment`, CardSchema.nullable(), {
      method: 'POST',
      body: form,
    });
  });
