import { renumberedPositions, type Placement } from './positions';
import type { BoardData, CardData } from './types';

/** The board's lists in order, each with its card ids in order: what the board shows, and what a drag changes. */
export type Columns = { listId: string; cardIds: string[] }[];

export const columnsOf = (board: BoardData): Columns =>
  board.lists.map((list) => ({ listId: list.id, cardIds: list.cards.map((card) => card.id) }));

export const columnOfCard = (columns: Columns, cardId: string) =>
  columns.find((column) => column.cardIds.includes(cardId));

/** `columns` with the card taken out of its list and put at `index` of `toListId`. */
export function withCardInColumn(columns: Columns, cardId: string, toListId: string, index: number): Columns {
  return columns.map((column) => {
    const cardIds = column.cardIds.filter((id) => id !== cardId);
    if (column.listId === toListId) cardIds.splice(index, 0, cardId);
    return { ...column, cardIds };
  });
}

/** The board as it is once a card is placed at `index` of `toListId` (what the cache shows before the answer). */
export function withCardMoved(
  board: BoardData,
  cardId: string,
  toListId: string,
  index: number,
  placement: Placement,
): BoardData {
  const moved = board.lists.flatMap((list) => list.cards).find((card) => card.id === cardId);
  if (!moved) return board;
  const lists = board.lists.map((list) => {
    const cards: CardData[] = list.cards.filter((card) => card.id !== cardId);
    if (list.id !== toListId) return { ...list, cards };
    const position = placement.kind === 'position' ? placement.position : moved.position;
    cards.splice(index, 0, { ...moved, listId: toListId, position });
    if (placement.kind === 'position') return { ...list, cards };
    const positions = renumberedPositions(cards.length);
    return { ...list, cards: cards.map((card, i) => ({ ...card, position: positions[i]! })) };
  });
  return { ...board, lists };
}

/** The board as it is once a list is placed at `index`. */
export function withListMoved(
  board: BoardData,
  listId: string,
  index: number,
  placement: Placement,
): BoardData {
  const moved = board.lists.find((list) => list.id === listId);
  if (!moved) return board;
  const lists = board.lists.filter((list) => list.id !== listId);
  lists.splice(index, 0, moved);
  if (placement.kind === 'position')
    return {
      ...board,
      lists: lists.map((list) => (list === moved ? { ...list, position: placement.position } : list)),
    };
  const positions = renumberedPositions(lists.length);
  return { ...board, lists: lists.map((list, i) => ({ ...list, position: positions[i]! })) };
}
