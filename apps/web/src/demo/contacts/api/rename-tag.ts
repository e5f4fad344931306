import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactTagSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { tagsQuery } from './get-tags';

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      demoRequest('/api/apps/contacts/tag', ContactTagSchema.nullable(), {
        method: 'PATCH',
        body: { id, tag: { title } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery.queryKey }),
  });
}
