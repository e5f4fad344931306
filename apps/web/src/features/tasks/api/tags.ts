import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TaskTagSchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TASKS_KEY } from './query-keys';

const TAG_PATH = '/api/apps/tasks/tag';

export const tagsQuery = queryOptions({
  queryKey: [...TASKS_KEY, 'tags'],
  queryFn: () => demoRequest('/api/apps/tasks/tags', z.array(TaskTagSchema)),
});

export const useTags = () => useQuery(tagsQuery);

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      demoRequest(TAG_PATH, TaskTagSchema, { method: 'POST', body: { tag: { title } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery.queryKey }),
  });
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      demoRequest(TAG_PATH, TaskTagSchema.nullable(), { method: 'PATCH', body: { id, tag: { title } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery.queryKey }),
  });
}

/** Deletes a tag; the handler strips it from every task, so every tasks query is refreshed. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`${TAG_PATH}?${new URLSearchParams({ id })}`, z.literal(true).nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
