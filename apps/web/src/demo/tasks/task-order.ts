import { bankDateOf } from '@taka/contracts';
import type { Task } from '@taka/demo-api/schemas/tasks';

/**
 * The list after dragging `activeId` onto `overId`'s place: the item moves there, the items between shift by one,
 * and every order is renumbered by index (as the handler does, SPEC 4). Unknown ids leave the list as it was.
 */
export function moveTask(tasks: readonly Task[], activeId: string, overId: string): Task[] {
  const from = tasks.findIndex((task) => task.id === activeId);
  const to = tasks.findIndex((task) => task.id === overId);
  if (from === -1 || to === -1 || from === to) return [...tasks];
  const moved = [...tasks];
  const [task] = moved.splice(from, 1);
  moved.splice(to, 0, task!);
  return moved.map((item, index) => (item.order === index ? item : { ...item, order: index }));
}

/** Tasks (not sections) still to do, and all tasks. */
export function countTasks(tasks: readonly Task[]): { remaining: number; total: number } {
  const onlyTasks = tasks.filter((task) => task.type === 'task');
  return { remaining: onlyTasks.filter((task) => !task.completed).length, total: onlyTasks.length };
}

/** Due dates are instants; the drawer's date field holds the calendar day in Dhaka, where the bank is. */
export const dayOfDue = (dueDate: string | null): string => (dueDate ? bankDateOf(new Date(dueDate)) : '');
export const dueOfDay = (day: string): string | null =>
  day ? new Date(`${day}T00:00:00.000+06:00`).toISOString() : null;
