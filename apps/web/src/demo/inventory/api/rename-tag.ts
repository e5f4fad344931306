import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InventoryTagSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';
import { tagsKey } from './get-tags';

/** Renames a tag. */
export function useRenameTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      demoRequest('/api/apps/ecommerce/inventory/tag', InventoryTagSchema.nullable(), {
        method: 'PATCH',
        body: { id, tag: { title } },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey }),
  });
}
