import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { InventoryBrandSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';

/** A fixed list a product chooses from: the watch brands. */
export const useBrands = () =>
  useQuery({
    queryKey: ['demo', 'inventory', 'brands'],
    queryFn: () => demoRequest('/api/apps/ecommerce/inventory/brands', z.array(InventoryBrandSchema)),
    staleTime: Infinity,
  });
