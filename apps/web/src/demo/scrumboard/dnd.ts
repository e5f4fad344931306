import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** Lists and cards share one drag-and-drop space: their ids there say which is which. */
export const listDndId = (listId: string) => `list:${listId}`;
export const cardDndId = (cardId: string) => `card:${cardId}`;

export type DndKind = 'list' | 'card';
export function parseDndId(id: UniqueIdentifier): { kind: DndKind; id: string } {
  const [kind, ...rest] = String(id).split(':');
  return { kind: kind === 'list' ? 'list' : 'card', id: rest.join(':') };
}

/** What a list's droppable carries: an empty list is where a card can still be dropped by keyboard. */
export type ListDropData = { kind: 'list'; empty: boolean };

const kindOf = (id: UniqueIdentifier) => parseDndId(id).kind;

/**
 * A list is dropped among lists. A card goes where the pointer is: on a card, or on a list (then beside its nearest
 * card, or into it when empty); by keyboard, to the nearest card or empty list.
 */
export const detectCollisions: CollisionDetection = (args) => {
  const ofKind = (kind: DndKind) =>
    args.droppableContainers.filter((container) => kindOf(container.id) === kind);
  if (kindOf(args.active.id) === 'list')
    return closestCenter({ ...args, droppableContainers: ofKind('list') });
  if (args.pointerCoordinates) {
    const onCard = pointerWithin({ ...args, droppableContainers: ofKind('card') });
    if (onCard.length > 0) return onCard;
    const [onList] = pointerWithin({ ...args, droppableContainers: ofKind('list') });
    if (onList) {
      const cardsOfList = ofKind('card').filter(
        (card) => card.data.current?.listId === parseDndId(onList.id).id,
      );
      return cardsOfList.length > 0 ? closestCenter({ ...args, droppableContainers: cardsOfList }) : [onList];
    }
  }
  const emptyLists = ofKind('list').filter((list) => (list.data.current as ListDropData | undefined)?.empty);
  return closestCorners({ ...args, droppableContainers: [...ofKind('card'), ...emptyLists] });
};

/** The arrow keys move a list among lists, and a card among cards and empty lists. */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const activeKind = args.context.active ? kindOf(args.context.active.id) : 'card';
  const targets = {
    get: (id: UniqueIdentifier) => all.get(id),
    getEnabled: () =>
      all
        .getEnabled()
        .filter((container) =>
          activeKind === 'list'
            ? kindOf(container.id) === 'list'
            : kindOf(container.id) === 'card' ||
              (container.data.current as ListDropData | undefined)?.empty === true,
        ),
  } as typeof all;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: targets },
  });
};

/** The pointer sensor for mouse and pen: touch has its own sensor, which waits for a press. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent) =>
        event.isPrimary && event.button === 0 && event.pointerType !== 'touch',
    },
  ];
}

/**
 * Mouse (after a few pixels, so a click still opens a card), touch (after a short press, so the board still
 * scrolls) and keyboard: Space lifts and drops (Enter opens a card), arrows move, Escape puts it back.
 */
export function useBoardSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
}
