import { useState } from 'react';
import {
  DndContext,
  MeasuringStrategy,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { useDeleteList } from '../api/delete-list';
import { detectCollisions, listDndId, parseDndId, useBoardSensors } from '../dnd';
import { columnOfCard, columnsOf, withCardInColumn, type Columns } from '../moves';
import type { BoardData } from '../types';
import { useAnnouncements } from '../use-announcements';
import { useMoves } from '../use-moves';
import { AddListForm } from './AddListForm';
import { ListColumn } from './ListColumn';

type Props = { board: BoardData; onOpenCard: (cardId: string) => void };

/**
 * The board's lists side by side (scrolling sideways), each with its cards. Lists are dragged by their handle, cards
 * by themselves, with the mouse, a touch or the keyboard; while a card is dragged over another list it moves there,
 * and where it is dropped is saved.
 */
export function BoardLists({ board, onOpenCard }: Props) {
  const sensors = useBoardSensors();
  const { moveCard, moveList } = useMoves(board);
  // While something is dragged, the board shows this arrangement; otherwise the one loaded.
  const [dragged, setDragged] = useState<Columns | null>(null);
  const columns = dragged ?? columnsOf(board);
  const { announcements, screenReaderInstructions } = useAnnouncements(board, columns);
  const removeList = useDeleteList(board.id);
  // Here rather than in the list's menu, which goes with the list: the notice outlives it.
  const { askToDelete, deletedNotice } = useConfirmedDelete('scrumboard.list', {
    mutate: (id, options) => removeList.mutate(id, { onSuccess: options.onSuccess }),
  });
  const cardsById = new Map(board.lists.flatMap((list) => list.cards).map((card) => [card.id, card]));

  const onDragStart = (_event: DragStartEvent) => setDragged(columnsOf(board));

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const moving = parseDndId(active.id);
    if (moving.kind !== 'card' || !over) return;
    setDragged((current) => {
      if (!current) return current;
      const from = columnOfCard(current, moving.id);
      const target = parseDndId(over.id);
      const to =
        target.kind === 'card'
          ? columnOfCard(current, target.id)
          : current.find((c) => c.listId === target.id);
      if (!from || !to || from === to) return current;
      const index = target.kind === 'card' ? to.cardIds.indexOf(target.id) : to.cardIds.length;
      return withCardInColumn(current, moving.id, to.listId, Math.max(0, index));
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = dragged;
    setDragged(null);
    if (!current || !over) return;
    const moving = parseDndId(active.id);
    const target = parseDndId(over.id);
    if (moving.kind === 'list') {
      const from = board.lists.findIndex((list) => list.id === moving.id);
      const to = board.lists.findIndex((list) => list.id === target.id);
      if (from !== -1 && to !== -1 && from !== to) moveList(moving.id, to);
      return;
    }
    const column = columnOfCard(current, moving.id);
    if (!column) return;
    let index = column.cardIds.indexOf(moving.id);
    if (target.kind === 'card' && target.id !== moving.id && column.cardIds.includes(target.id))
      index = column.cardIds.indexOf(target.id);
    const original = board.lists.find((list) => list.id === column.listId);
    const unchanged = original?.cards[index]?.id === moving.id;
    if (!unchanged) moveCard(moving.id, column.listId, index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 2,
          overflowX: 'auto',
          pb: 2,
          // The board scrolls sideways; on a phone each list takes most of the screen's width.
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
        }}
      >
        <SortableContext
          items={columns.map((column) => listDndId(column.listId))}
          strategy={horizontalListSortingStrategy}
        >
          {columns.map((column) => {
            const list = board.lists.find((each) => each.id === column.listId);
            if (!list) return null;
            const cards = column.cardIds.map((id) => cardsById.get(id)).filter((card) => card !== undefined);
            return (
              <ListColumn
                key={list.id}
                boardId={board.id}
                list={list}
                cards={cards}
                onOpenCard={onOpenCard}
                onDeleteList={(each) => void askToDelete({ id: each.id, name: each.title })}
              />
            );
          })}
        </SortableContext>
        <AddListForm boardId={board.id} />
      </Box>
      {deletedNotice}
    </DndContext>
  );
}
