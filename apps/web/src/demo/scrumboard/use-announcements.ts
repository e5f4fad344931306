import { useTranslation } from 'react-i18next';
import type { ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useQuietLift } from '@/shared/ui/sortable/use-quiet-lift';
import { parseDndId } from './dnd';
import type { Columns } from './moves';
import type { BoardData } from './types';

/**
 * What a screen reader hears while a list or card is moved, in the reader's language: which item is lifted, where it
 * is over (place and list), where it is dropped, or that it went back.
 */
export function useAnnouncements(board: BoardData, columns: Columns) {
  const { t } = useTranslation();
  const listTitle = (listId: string) => board.lists.find((list) => list.id === listId)?.title ?? '';
  const cardTitle = (cardId: string) =>
    board.lists.flatMap((list) => list.cards).find((card) => card.id === cardId)?.title ?? '';
  const nameOf = (dndId: UniqueIdentifier) => {
    const { kind, id } = parseDndId(dndId);
    return kind === 'list'
      ? t('scrumboard.dnd.list', { title: listTitle(id) })
      : t('scrumboard.dnd.card', { title: cardTitle(id) });
  };
  const placeOf = (dndId: UniqueIdentifier) => {
    const { kind, id } = parseDndId(dndId);
    if (kind === 'list') {
      const index = columns.findIndex((column) => column.listId === id);
      return t('scrumboard.dnd.listPlace', { position: index + 1, total: columns.length });
    }
    const column = columns.find((each) => each.cardIds.includes(id));
    if (!column) return '';
    return t('scrumboard.dnd.cardPlace', {
      position: column.cardIds.indexOf(id) + 1,
      total: column.cardIds.length,
      list: listTitle(column.listId),
    });
  };
  // A card's place is where it is now (the board moves it while it is dragged); a list's is the one it is over.
  const placeAfter = (activeId: UniqueIdentifier, overId: UniqueIdentifier) =>
    placeOf(parseDndId(activeId).kind === 'card' ? activeId : overId);

  const announcements = useQuietLift({
    onDragStart: ({ active }) =>
      t('scrumboard.dnd.lifted', { item: nameOf(active.id), place: placeOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('scrumboard.dnd.moved', { item: nameOf(active.id), place: placeAfter(active.id, over.id) })
        : t('scrumboard.dnd.outside', { item: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('scrumboard.dnd.dropped', { item: nameOf(active.id), place: placeAfter(active.id, over.id) })
        : t('scrumboard.dnd.cancelled', { item: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('scrumboard.dnd.cancelled', { item: nameOf(active.id) }),
  });
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('scrumboard.dnd.instructions') };
  return { announcements, screenReaderInstructions };
}
