import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASKS_KEY, taskKey } from './query-keys';
import { TaskGoneError } from './task-gone-error';

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const deleted = await demoRequest(
        `/api/apps/tasks/task?${new URLSearchParams({ id })}`,
        z.literal(true).nullable(),
        { method: 'DELETE' },
      );
      if (!deleted) throw new TaskGoneError();
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: taskKey(id) });
      void queryClient.invalidateQueries({
        queryKey: TASKS_KEY,
        predicate: (query) => query.queryKey[2] !== 'tags',
      });
    },
  });
}
