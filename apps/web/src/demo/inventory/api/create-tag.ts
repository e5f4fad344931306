import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InventoryTagSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';
import { tagsKey } from './get-tags';

/** Adds a tag; the answer is the new tag. */
export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      demoRequest('/api/apps/ecommerce/inventory/tag', InventoryTagSchema, {
        method: 'POST',
        body: { tag: { title } },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey }),
  });
}
