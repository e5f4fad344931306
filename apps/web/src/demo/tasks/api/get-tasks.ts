import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TaskSchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASK_LIST_KEY, TASKS_KEY } from './query-keys';

const TasksSchema = z.array(TaskSchema);

/** Every task and section in their order (SPEC 7.4: tasks/all). */
export const tasksQuery = queryOptions({
  queryKey: TASK_LIST_KEY,
  queryFn: () => demoRequest('/api/apps/tasks/all', TasksSchema),
});

export const useTasks = () => useQuery(tasksQuery);

/** Tasks whose title or notes contain `search`, titles as HTML with the matches in <mark> (tasks/search). */
export const useTaskSearch = (search: string) =>
  useQuery({
    queryKey: [...TASKS_KEY, 'search', search],
    queryFn: async () =>
      (await demoRequest(
        `/api/apps/tasks/search?${new URLSearchParams({ query: search })}`,
        TasksSchema.nullable(),
      )) ?? [],
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
