import { BoardLabelSchema } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

/** Renames a board label (every card carrying it shows the new name). */
export const useRenameLabel = (boardId: string) =>
  useBoardMutation(boardId, (label: { id: string; title: string }) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/label`, BoardLabelSchema.nullable(), {
      method: 'PATCH',
      body: { label },
    }),
  );
