import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { NavigationSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export const navigationQuery = queryOptions({
  queryKey: ['common', 'navigation'],
  queryFn: () => apiRequest('/api/common/navigation', { schema: NavigationSchema }),
});

export const useNavigation = () => useSuspenseQuery(navigationQuery).data;
