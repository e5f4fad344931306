import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  GuideCategorySummarySchema,
  GuideCategoryWithGuidesSchema,
} from '@taka/demo-api/schemas/help-center';
import { demoRequest } from '@/shared/demo/demo-request';

const GuideCategoriesSchema = z.array(GuideCategorySummarySchema);

/** Every guide category with its first guides (the handler's default, 5) and how many it has in all. */
export const guideCategoriesQuery = queryOptions({
  queryKey: ['demo', 'help-center', 'guides'],
  queryFn: () => demoRequest('/api/apps/help-center/guides', GuideCategoriesSchema),
  staleTime: Infinity,
});

export const useGuideCategories = () => useQuery(guideCategoriesQuery);

/** One guide category with all its guides; null for a slug the help center does not know. */
export const guideCategoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['demo', 'help-center', 'guides', slug],
    queryFn: () =>
      demoRequest(
        `/api/apps/help-center/guides?${new URLSearchParams({ slug })}`,
        GuideCategoryWithGuidesSchema.nullable(),
      ),
    staleTime: Infinity,
  });

export const useGuideCategory = (slug: string) => useQuery(guideCategoryQuery(slug));
