import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * A sortable list's sensors: a mouse drags after a few pixels (a click stays a click), a finger after a short
 * press (the page still scrolls), and the keyboard lifts with Space or Enter, moves with the arrows and drops with
 * Space or Enter (Escape puts the item back).
 */
export function useSortableListSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
