import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import { TaskSchema, TaskTagSchema } from '../src/schemas/tasks.ts';

useDemoServer();

const Tasks = z.array(TaskSchema);
const all = () => get('/api/apps/tasks/all', Tasks);
const orders = (tasks: { order: number }[]) => tasks.map((task) => task.order);

describe('tasks', () => {
  it('lists the 30 seeded tasks and sections sorted by order', async () => {
    const tasks = await all();
    expect(tasks).toHaveLength(30);
    expect(orders(tasks)).toEqual([...orders(tasks)].sort((a, b) => a - b));
    expect(tasks.filter((task) => task.type === 'section').length).toBeGreaterThan(1);
    expect(new Set(tasks.map((task) => task.priority))).toEqual(new Set([0, 1, 2]));
  });

  it('searches title or notes case-insensitively and highlights title matches', async () => {
    const found = await get('/api/apps/tasks/search?query=STATEMENT', Tasks);
    expect(found.length).toBeGreaterThan(2);
    expect(found.map((task) => task.title)).toContain(
      'Fix rounding of poisha in the <mark>statement</mark> totals',
    );
    expect(found.every((task) => /<mark>statement<\/mark>/i.test(task.title))).toBe(true);
    const byNotes = await get('/api/apps/tasks/search?query=parabat', Tasks);
    expect(byNotes.map((task) => task.title)).toEqual(['Book train tickets to Sylhet']);
  });

  it('answers null for an empty search', async () => {
    expect(await get('/api/apps/tasks/search?query=')).toBeNull();
    expect(await get('/api/apps/tasks/search')).toBeNull();
  });

  it('creates a task with the defaults, first, and renumbers every order', async () => {
    const created = await call('POST', '/api/apps/tasks/task', {
      body: { type: 'task' },
      schema: TaskSchema,
    });
    expect(created).toMatchObject({
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    });
    const tasks = await all();
    expect(tasks[0]!.id).toBe(created.id);
    expect(orders(tasks)).toEqual(tasks.map((_, index) => index));
  });

  it('reorders tasks by their index in the submitted array', async () => {
    const tasks = await all();
    const reversed = [...tasks].reverse();
    const answered = await call('PATCH', '/api/apps/tasks/order', {
      body: { tasks: reversed },
      schema: Tasks,
    });
    expect(answered.map((task) => task.id)).toEqual(reversed.map((task) => task.id));
    expect((await all()).map((task) => task.id)).toEqual(reversed.map((task) => task.id));
    expect(orders(await all())).toEqual(tasks.map((_, index) => index));
  });

  it('gets, merges and deletes a task; unknown ids answer null', async () => {
    const [, task] = await all();
    expect(await get(`/api/apps/tasks/task?id=${task!.id}`)).toEqual(task);
    expect(await get('/api/apps/tasks/task?id=nope')).toBeNull();
    const patched = await call('PATCH', '/api/apps/tasks/task', {
      body: { id: task!.id, task: { completed: true } },
      schema: TaskSchema,
    });
    expect(patched).toEqual({ ...task, completed: true });
    expect(
      await call('PATCH', '/api/apps/tasks/task', { body: { id: 'nope', task: { title: 'x' } } }),
    ).toBeNull();
    expect(await call('DELETE', `/api/apps/tasks/task?id=${task!.id}`)).toBe(true);
    expect(await get(`/api/apps/tasks/task?id=${task!.id}`)).toBeNull();
  });

  it('manages tags; deleting a tag removes it from every task', async () => {
    const tags = await get('/api/apps/tasks/tags', z.array(TaskTagSchema));
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const created = await call('POST', '/api/apps/tasks/tag', { body: { tag: { title: 'ops' } } });
    expect((await get('/api/apps/tasks/tags', z.array(TaskTagSchema)))[0]).toEqual(created);
    expect(
      await call('PATCH', '/api/apps/tasks/tag', { body: { id: tags[0]!.id, tag: { title: 'API' } } }),
    ).toEqual({
      id: tags[0]!.id,
      title: 'API',
    });
    const used = (await all()).flatMap((task) => task.tags);
    const tagId = tags.find((tag) => used.includes(tag.id))!.id;
    expect(await call('DELETE', `/api/apps/tasks/tag?id=${tagId}`)).toBe(true);
    expect((await all()).some((task) => task.tags.includes(tagId))).toBe(false);
  });
});
