import { queryOptions, useQuery } from '@tanstack/react-query';
import { GuideCategoryWithGuidesSchema } from '@taka/demo-api/schemas/help-center';
import { demoRequest } from '@/shared/demo/demo-request';

/** A guide with its content, and the category it belongs to; null when either slug is unknown. */
export const guideQuery = (categorySlug: string, guideSlug: string) =>
  queryOptions({
    queryKey: ['demo', 'help-center', 'guide', categorySlug, guideSlug],
    queryFn: async () => {
      const category = await demoRequest(
        `/api/apps/help-center/guide?${new URLSearchParams({ categorySlug, guideSlug })}`,
        GuideCategoryWithGuidesSchema.nullable(),
      );
      const guide = category?.guides[0];
      return category && guide ? { category, guide } : null;
    },
    staleTime: Infinity,
  });

export const useGuide = (categorySlug: string, guideSlug: string) =>
  useQuery(guideQuery(categorySlug, guideSlug));
