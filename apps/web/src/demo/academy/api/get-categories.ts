import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AcademyCategorySchema } from '@taka/demo-api/schemas/academy';
import { demoRequest } from '@/shared/demo/demo-request';

/** The course categories, sorted by title. */
export const academyCategoriesQuery = queryOptions({
  queryKey: ['demo', 'academy', 'categories'],
  queryFn: () => demoRequest('/api/apps/academy/categories', z.array(AcademyCategorySchema)),
  staleTime: Infinity,
});

export const useAcademyCategories = () => useQuery(academyCategoriesQuery);
