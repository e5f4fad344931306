import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TaskSchema, type Task, type TaskPatchBodySchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASK_LIST_KEY, TASKS_KEY, taskKey } from './query-keys';
import { TaskGoneError } from './task-gone-error';

export type TaskPatch = z.input<typeof TaskPatchBodySchema>;

/**
 * Merges `task` into the saved task. The list shows the change at once (a completed box ticks without waiting)
 * and goes back to what it was if the handler refuses it.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TaskPatch) => {
      const saved = await demoRequest('/api/apps/tasks/task', TaskSchema.nullable(), {
        method: 'PATCH',
        body,
      });
      if (!saved) throw new TaskGoneError();
      return saved;
    },
    onMutate: async ({ id, task }) => {
      await queryClient.cancelQueries({ queryKey: TASK_LIST_KEY });
      const before = queryClient.getQueryData<Task[]>(TASK_LIST_KEY);
      if (before)
        queryClient.setQueryData<Task[]>(
          TASK_LIST_KEY,
          before.map((shown) => (shown.id === id ? { ...shown, ...task } : shown)),
        );
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(TASK_LIST_KEY, context.before);
    },
    onSuccess: (task) => queryClient.setQueryData(taskKey(task.id), task),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: TASKS_KEY,
        predicate: (query) => query.queryKey[2] === 'list' || query.queryKey[2] === 'search',
      }),
  });
}
