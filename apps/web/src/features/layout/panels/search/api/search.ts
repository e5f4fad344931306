import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SearchGroupSchema } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** The global search asks only from this many characters on. */
export const SEARCH_MIN_LENGTH = 2;

/** Contacts, pages and tasks matching `query` (SPEC 7.3), grouped; nothing is asked below the minimum length. */
export const useGlobalSearch = (query: string) =>
  useQuery({
    queryKey: panelKeys.search(query),
    queryFn: () =>
      demoRequest('/api/common/search', z.array(SearchGroupSchema), { method: 'POST', body: { query } }),
    enabled: query.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
