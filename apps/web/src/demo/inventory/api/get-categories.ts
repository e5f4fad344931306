import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { InventoryCategorySchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';

/** A fixed list a product chooses from: the product categories (Mens, Ladies, Unisex). */
export const useCategories = () =>
  useQuery({
    queryKey: ['demo', 'inventory', 'categories'],
    queryFn: () => demoRequest('/api/apps/ecommerce/inventory/categories', z.array(InventoryCategorySchema)),
    staleTime: Infinity,
  });
