import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { productsKey } from './get-products';

/** Deletes a product for good. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(
        `/api/apps/ecommerce/inventory/product?${new URLSearchParams({ id })}`,
        z.boolean().nullable(),
        { method: 'DELETE' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}
