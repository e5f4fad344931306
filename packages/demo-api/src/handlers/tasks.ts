import { routeWith } from '../lib/http.ts';
import { tasksStore } from './searched-stores.ts';
import { newId } from '../lib/ids.ts';
import { highlight } from '../lib/html.ts';
import { containsText, findById, mergeById, removeById } from '../lib/collection.ts';
import { tagRoutes } from '../lib/tag-routes.ts';
import {
  TaskCreateBodySchema,
  TaskOrderBodySchema,
  TaskPatchBodySchema,
  type Task,
} from '../schemas/tasks.ts';

const route = routeWith(tasksStore);
const base = '/api/apps/tasks';

const byOrder = (tasks: readonly Task[]) => [...tasks].sort((a, b) => a.order - b.order);

/** Puts `ordered` first, in that order, then the remaining tasks, and numbers them all from 0. */
function renumber(ordered: readonly Task[]): Task[] {
  const rest = byOrder(tasksStore.data.tasks).filter((task) => !ordered.includes(task));
  const tasks = [...ordered, ...rest];
  tasks.forEach((task, index) => (task.order = index));
  tasksStore.data.tasks = tasks;
  return tasks;
}

export const tasksHandlers = [
  route('get', `${base}/tags`, () => tasksStore.data.tags),

  ...tagRoutes({
    route,
    path: `${base}/tag`,
    tags: () => tasksStore.data.tags,
    items: () => tasksStore.data.tasks,
    tagIds: (task) => task.tags,
  }),

  route('get', `${base}/all`, () => byOrder(tasksStore.data.tasks)),

  route('get', `${base}/search`, ({ query }) => {
    const text = query('query');
    if (!text) return null;
    return byOrder(tasksStore.data.tasks)
      .filter((task) => containsText(task.title, text) || containsText(task.notes, text))
      .map((task) => ({ ...task, title: highlight(task.title, text) }));
  }),

  route('patch', `${base}/order`, async ({ body }) => {
    const { tasks } = await body(TaskOrderBodySchema);
    const ordered = tasks
      .map(({ id }) => findById(tasksStore.data.tasks, id))
      .filter((task): task is Task => task !== null);
    return renumber([...new Set(ordered)]);
  }),

  route('get', `${base}/task`, ({ query }) => findById(tasksStore.data.tasks, query('id'))),

  route('post', `${base}/task`, async ({ body }) => {
    const { type } = await body(TaskCreateBodySchema);
    const task: Task = {
      id: newId(),
      type,
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    };
    renumber([task]);
    return task;
  }),

  route('patch', `${base}/task`, async ({ body }) => {
    const { id, task } = await body(TaskPatchBodySchema);
    return mergeById(tasksStore.data.tasks, id, task);
  }),

  route('delete', `${base}/task`, ({ query }) =>
    removeById(tasksStore.data.tasks, query('id')) ? true : null,
  ),
];
