import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Task } from '@taka/demo-api/schemas/tasks';

/** What a screen reader hears while a task is lifted, moved, dropped or put back, in the customer's language. */
export function useDragAnnouncements(tasks: readonly Task[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  return useMemo(() => {
    const count = tasks.length;
    const position = (id: UniqueIdentifier) => tasks.findIndex((task) => task.id === id) + 1;
    const titleOf = (id: UniqueIdentifier) => {
      const task = tasks.find((item) => item.id === id);
      return task?.title || t(task?.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitledTask');
    };
    return {
      announcements: {
        onDragStart: ({ active }) =>
          t('tasks.drag.pickedUp', { title: titleOf(active.id), position: position(active.id), count }),
        onDragOver: ({ active, over }) =>
          over
            ? t('tasks.drag.movedTo', { title: titleOf(active.id), position: position(over.id), count })
            : t('tasks.drag.outside', { title: titleOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('tasks.drag.dropped', { title: titleOf(active.id), position: position(over.id), count })
            : t('tasks.drag.outside', { title: titleOf(active.id) }),
        onDragCancel: ({ active }) =>
          t('tasks.drag.cancelled', { title: titleOf(active.id), position: position(active.id) }),
      },
      screenReaderInstructions: { draggable: t('tasks.drag.instructions') },
    };
  }, [tasks, t]);
}
