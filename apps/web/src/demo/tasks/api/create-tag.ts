import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskTagSchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TAG_PATH, tagsQuery } from './get-tags';

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      demoRequest(TAG_PATH, TaskTagSchema, { method: 'POST', body: { tag: { title } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery.queryKey }),
  });
}
