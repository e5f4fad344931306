import { describe, expect, it } from 'vitest';
import type { Task } from '@taka/demo-api/schemas/tasks';
import { countTasks, dayOfDue, dueOfDay, moveTask } from './task-order';

const task = (id: string, order: number, extra: Partial<Task> = {}): Task => ({
  id,
  type: 'task',
  title: id,
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order,
  ...extra,
});
const list = ['a', 'b', 'c', 'd'].map((id, order) => task(id, order));
const ids = (tasks: Task[]) => tasks.map((item) => item.id);

describe('moving a task in the list', () => {
  it('moves a task down onto another’s place, shifting those between up, and renumbers every order', () => {
    const moved = moveTask(list, 'a', 'c');
    expect(ids(moved)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved.map((item) => item.order)).toEqual([0, 1, 2, 3]);
  });

  it('moves a task up', () => {
    expect(ids(moveTask(list, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it was for a drop on itself or an unknown id, and never changes its input', () => {
    expect(ids(moveTask(list, 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveTask(list, 'x', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    moveTask(list, 'a', 'd');
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
    expect(list[0]!.order).toBe(0);
  });

  it('renumbers orders that had gaps', () => {
    const gappy = [task('a', 4), task('b', 9), task('c', 20)];
    expect(moveTask(gappy, 'c', 'a').map((item) => [item.id, item.order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });
});

describe('counting tasks', () => {
  it('counts tasks still to do and all tasks, leaving sections out', () => {
    const tasks = [
      task('s', 0, { type: 'section' }),
      task('a', 1),
      task('b', 2, { completed: true }),
      task('c', 3),
    ];
    expect(countTasks(tasks)).toEqual({ remaining: 2, total: 3 });
    expect(countTasks([])).toEqual({ remaining: 0, total: 0 });
  });
});

describe('due dates', () => {
  it('reads an instant as the day in Dhaka and writes a day as its start in Dhaka', () => {
    expect(dayOfDue('2026-11-24T20:00:00.000Z')).toBe('2026-11-25');
    expect(dayOfDue(null)).toBe('');
    expect(dueOfDay('2026-11-25')).toBe('2026-11-24T18:00:00.000Z');
    expect(dueOfDay('')).toBeNull();
  });
});
