import { BoardLabelSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Adds a label to the board. */
export const useCreateLabel = (boardId: string) =>
  useBoardMutation(boardId, (title: string) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/label`, BoardLabelSchema, {
      method: 'PUT',
      body: { label: { boardId, title } },
    }),
  );
