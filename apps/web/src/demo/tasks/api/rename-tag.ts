import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskTagSchema } from '@taka/demo-api/schemas/tasks';
import { demoRequest } from '@/shared/demo/demo-request';
import { TAG_PATH, tagsQuery } from './get-tags';

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      demoRequest(TAG_PATH, TaskTagSchema.nullable(), { method: 'PATCH', body: { id, tag: { title } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery.queryKey }),
  });
}
