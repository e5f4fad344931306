import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { FaqCategoryWithFaqsSchema } from '@taka/demo-api/schemas/help-center';
import { demoRequest } from '@/shared/demo/demo-request';

const FaqCategoriesSchema = z.array(FaqCategoryWithFaqsSchema);

/** Every FAQ category with its questions (SPEC 7.4: help-center/faqs). */
export const faqsQuery = queryOptions({
  queryKey: ['demo', 'help-center', 'faqs'],
  queryFn: () => demoRequest('/api/apps/help-center/faqs', FaqCategoriesSchema),
  staleTime: Infinity,
});

export const useFaqs = () => useQuery(faqsQuery);
