import { useQueryClient } from '@tanstack/react-query';
import { renumberedPositions, placeAt } from './positions';
import { boardKey } from './api/keys';
import { useRenumberCards } from './api/renumber-cards';
import { useRenumberLists } from './api/renumber-lists';
import { useUpdateCard } from './api/update-card';
import { useUpdateList } from './api/update-list';
import { withCardMoved, withListMoved } from './moves';
import type { BoardData } from './types';

/**
 * Moving a card or a list: the board in the cache changes at once, then the handler is told. A moved item takes the
 * position between its new neighbours (SPEC 9); when they leave no room, the whole list is renumbered (SPEC 4):
 * cards through the positions call, lists by patching each one's position.
 */
export function useMoves(board: BoardData) {
  const client = useQueryClient();
  const updateCard = useUpdateCard(board.id);
  const renumberCards = useRenumberCards(board.id);
  const updateList = useUpdateList(board.id);
  const renumberLists = useRenumberLists(board.id);

  const moveCard = (cardId: string, toListId: string, index: number) => {
    const target = board.lists.find((list) => list.id === toListId);
    if (!target) return;
    const placement = placeAt(target.cards, cardId, index);
    client.setQueryData(boardKey(board.id), withCardMoved(board, cardId, toListId, index, placement));
    if (placement.kind === 'position')
      updateCard.mutate({ id: cardId, listId: toListId, position: placement.position });
    else renumberCards.mutate(placement.order.map((id) => ({ id, listId: toListId })));
  };

  const moveList = (listId: string, index: number) => {
    const placement = placeAt(board.lists, listId, index);
    client.setQueryData(boardKey(board.id), withListMoved(board, listId, index, placement));
    if (placement.kind === 'position') updateList.mutate({ id: listId, position: placement.position });
    else {
      const positions = renumberedPositions(placement.order.length);
      renumberLists.mutate(placement.order.map((id, i) => ({ id, position: positions[i]! })));
    }
  };

  return { moveCard, moveList };
}
