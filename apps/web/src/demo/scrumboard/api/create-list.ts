import { BoardListSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Adds a list after the board's last one (the handler gives it the next position). */
export const useCreateList = (boardId: string) =>
  useBoardMutation(boardId, (title: string) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/list`, BoardListSchema, {
      method: 'POST',
      body: { list: { boardId, title } },
    }),
  );
