import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useQuietLift } from './use-quiet-lift';

/**
 * What a screen reader hears while an item of a sortable list is lifted, moved, dropped or put back, in the
 * customer's language. `textsKey` names a translation group with `instructions`, `pickedUp`, `movedTo`, `outside`,
 * `dropped` and `cancelled`, each given the item's `name`, its `position` and the list's `count`.
 */
export function useListDragAnnouncements<Item extends { id: string }>(
  items: readonly Item[],
  /** Defined once, outside the component. */
  nameOf: (item: Item | undefined, t: TFunction) => string,
  textsKey: string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  const texts = useMemo(() => {
    const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
    const say = (key: string, id: UniqueIdentifier, at: UniqueIdentifier) =>
      t(`${textsKey}.${key}`, {
        name: nameOf(
          items.find((item) => item.id === id),
          t,
        ),
        position: position(at),
        count: items.length,
      });
    const announcements: Announcements = {
      onDragStart: ({ active }) => say('pickedUp', active.id, active.id),
      onDragOver: ({ active, over }) =>
        over ? say('movedTo', active.id, over.id) : say('outside', active.id, active.id),
      onDragEnd: ({ active, over }) =>
        over ? say('dropped', active.id, over.id) : say('cancelled', active.id, active.id),
      onDragCancel: ({ active }) => say('cancelled', active.id, active.id),
    };
    return { announcements, screenReaderInstructions: { draggable: t(`${textsKey}.instructions`) } };
  }, [items, nameOf, textsKey, t]);
  return { ...texts, announcements: useQuietLift(texts.announcements) };
}
