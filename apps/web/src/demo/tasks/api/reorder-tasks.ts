import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TaskSchema, type Task } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASK_LIST_KEY } from './query-keys';

/**
 * Saves a new order: the whole list in its new sequence, which the handler renumbers by index (SPEC 4). The list
 * shows the new order at once and goes back if the handler refuses it.
 */
export function useReorderTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasks: Task[]) =>
      demoRequest('/api/apps/tasks/order', z.array(TaskSchema), {
        method: 'PATCH',
        body: { tasks: tasks.map(({ id }) => ({ id })) },
      }),
    onMutate: async (tasks) => {
      await queryClient.cancelQueries({ queryKey: TASK_LIST_KEY });
      const before = queryClient.getQueryData<Task[]>(TASK_LIST_KEY);
      queryClient.setQueryData(TASK_LIST_KEY, tasks);
      return { before };
    },
    onError: (_error, _tasks, context) => {
      if (context?.before) queryClient.setQueryData(TASK_LIST_KEY, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(TASK_LIST_KEY, saved),
  });
}
