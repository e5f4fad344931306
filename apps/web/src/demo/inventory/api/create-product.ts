import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';
import { productsKey } from './get-products';

/** Creates an empty product (A New Product) at the top of the list; the answer is the new product. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => demoRequest('/api/apps/ecommerce/inventory/product', ProductSchema, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: productsKey }),
  });
}
