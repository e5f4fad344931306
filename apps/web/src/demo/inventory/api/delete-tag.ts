import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { productsKey } from './get-products';
import { tagsKey } from './get-tags';

/** Deletes a tag; the handler also takes it off every product. */
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(
        `/api/apps/ecommerce/inventory/tag?${new URLSearchParams({ id })}`,
        z.boolean().nullable(),
        { method: 'DELETE' },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tagsKey }),
        client.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}
