import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema, type Task } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASKS_KEY, taskKey } from './query-keys';

/** Adds an empty task or section first in the list; the handler renumbers every order (SPEC 4). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: Task['type']) =>
      demoRequest('/api/apps/tasks/task', TaskSchema, { method: 'POST', body: { type } }),
    onSuccess: (task) => {
      queryClient.setQueryData(taskKey(task.id), task);
      void queryClient.invalidateQueries({
        queryKey: TASKS_KEY,
        predicate: (query) => query.queryKey[2] !== 'tags',
      });
    },
  });
}
