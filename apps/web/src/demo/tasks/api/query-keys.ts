/** Every tasks query lives under this key, so one invalidation refreshes the list, the search and the open task. */
export const TASKS_KEY = ['demo', 'tasks'] as const;
export const TASK_LIST_KEY = [...TASKS_KEY, 'list'] as const;
export const taskKey = (id: string) => [...TASKS_KEY, 'task', id] as const;
