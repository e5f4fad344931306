import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactTagSchema } from '@taka/demo-api/schemas/contacts';
import { demoRequest } from '@/shared/demo/demo-request';
import { tagsQuery } from './get-tags';

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      demoRequest('/api/apps/contacts/tag', ContactTagSchema, { method: 'POST', body: { tag: { title } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQuery.queryKey }),
  });
}
