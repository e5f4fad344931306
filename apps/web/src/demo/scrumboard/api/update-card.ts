import { CardSchema, type CardInput } from '@taka/demo-api/schemas/scrumboard';
import { demoRequest } from '@/shared/demo/demo-request';
import { useBoardMutation } from './board-mutation';
import { SCRUMBOARD_PATH } from './keys';

export type CardPatch = Partial<Omit<CardInput, 'id' | 'boardId'>> & { id: string };

/** Changes a card: its fields, labels (ids), checklists, or its list and position when moved. */
export const useUpdateCard = (boardId: string) =>
  useBoardMutation(boardId, (card: CardPatch) =>
    demoRequest(`${SCRUMBOARD_PATH}/board/card`, CardSchema.nullable(), { method: 'PATCH', body: { card } }),
  );
