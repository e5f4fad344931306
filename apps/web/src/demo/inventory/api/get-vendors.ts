import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { InventoryVendorSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';

/** A fixed list a product chooses from: the vendors products come from. */
export const useVendors = () =>
  useQuery({
    queryKey: ['demo', 'inventory', 'vendors'],
    queryFn: () => demoRequest('/api/apps/ecommerce/inventory/vendors', z.array(InventoryVendorSchema)),
    staleTime: Infinity,
  });
