import { useQuery } from '@tanstack/react-query';
import { TaskSchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { taskKey } from './query-keys';

/** One task or section; null when none has the id. */
export const useTask = (id: string) =>
  useQuery({
    queryKey: taskKey(id),
    queryFn: () => demoRequest(`/api/apps/tasks/task?${new URLSearchParams({ id })}`, TaskSchema.nullable()),
  });
