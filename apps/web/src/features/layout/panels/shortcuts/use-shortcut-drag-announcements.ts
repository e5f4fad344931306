import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Shortcut } from '@taka/demo-api/schemas/common';

/** What a screen reader hears while a shortcut is lifted, moved, dropped or put back, in the customer's language. */
export function useShortcutDragAnnouncements(shortcuts: readonly Shortcut[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  return useMemo(() => {
    const count = shortcuts.length;
    const position = (id: UniqueIdentifier) => shortcuts.findIndex((shortcut) => shortcut.id === id) + 1;
    const label = (id: UniqueIdentifier) => shortcuts.find((shortcut) => shortcut.id === id)?.label ?? '';
    const at = (key: string, id: UniqueIdentifier, where: UniqueIdentifier) =>
      t(`shellPanels.shortcuts.drag.${key}`, { name: label(id), position: position(where), count });
    return {
      announcements: {
        onDragStart: ({ active }) => at('pickedUp', active.id, active.id),
        onDragOver: ({ active, over }) => (over ? at('movedTo', active.id, over.id) : undefined),
        onDragEnd: ({ active, over }) => at('dropped', active.id, over?.id ?? active.id),
        onDragCancel: ({ active }) => at('cancelled', active.id, active.id),
      },
      screenReaderInstructions: { draggable: t('shellPanels.shortcuts.drag.instructions') },
    };
  }, [shortcuts, t]);
}
