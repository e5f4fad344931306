import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { NavigationSchema, type NavigationItem } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export const navigationQuery = queryOptions({
  queryKey: ['common', 'navigation'],
  queryFn: () => apiRequest('/api/common/navigation', { schema: NavigationSchema }),
});

export const useNavigation = () => useSuspenseQuery(navigationQuery).data;

/** The links of the default menu the server hides for the signed-in customer (they lack what the service needs). */
export function useHiddenLinks(): ReadonlySet<string> {
  const hidden = new Set<string>();
  const visit = (items: NavigationItem[], parentHidden: boolean) => {
    for (const item of items) {
      const itemHidden = parentHidden || item.hidden === true;
      if (itemHidden && item.link) hidden.add(item.link);
      visit(item.children ?? [], itemHidden);
    }
  };
  visit(useNavigation().default, false);
  return hidden;
}
