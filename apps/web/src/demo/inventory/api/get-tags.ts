import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { InventoryTagSchema } from '@taka/demo-api/schemas/inventory';
import { demoRequest } from '@/shared/demo/demo-request';

export const tagsKey = ['demo', 'inventory', 'tags'] as const;

/** Every product tag, newest first. */
export const useTags = () =>
  useQuery({
    queryKey: tagsKey,
    queryFn: () => demoRequest('/api/apps/ecommerce/inventory/tags', z.array(InventoryTagSchema)),
  });
