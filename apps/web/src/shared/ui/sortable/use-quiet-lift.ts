import { useRef } from 'react';
import type { Announcements } from '@dnd-kit/core';

/**
 * `announcements` without the first "moved" right after a lift: a lifted item is over its own place at once, and
 * that announcement would drown out "picked up" in the live region.
 */
export function useQuietLift(announcements: Announcements): Announcements {
  const justLifted = useRef(false);
  return {
    ...announcements,
    onDragStart: (event) => {
      justLifted.current = true;
      return announcements.onDragStart(event);
    },
    onDragOver: (event) => {
      const firstOverItself = justLifted.current && event.over?.id === event.active.id;
      justLifted.current = false;
      return firstOverItself ? undefined : announcements.onDragOver(event);
    },
  };
}
