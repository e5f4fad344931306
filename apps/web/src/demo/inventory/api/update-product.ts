import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductSchema, type Product } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';
import { productsKey } from './get-products';

export type ProductChanges = Partial<Omit<Product, 'id'>>;

/** Saves a product's changed fields; the answer is the product as stored. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: string; product: ProductChanges }) =>
      demoRequest('/api/apps/ecommerce/inventory/product', ProductSchema.nullable(), {
        method: 'PATCH',
        body: { id, product },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}
