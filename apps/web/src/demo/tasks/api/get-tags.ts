import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TaskTagSchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASKS_KEY } from './query-keys';

export const TAG_PATH = '/api/apps/tasks/tag';

export const tagsQuery = queryOptions({
  queryKey: [...TASKS_KEY, 'tags'],
  queryFn: () => demoRequest('/api/apps/tasks/tags', z.array(TaskTagSchema)),
});

export const useTags = () => useQuery(tagsQuery);
