import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { FAVORITES_KEY } from '@/shared/banking/api/save-favorite';

const favoritesQuery = queryOptions({
  queryKey: FAVORITES_KEY,
  queryFn: () => apiRequest('/api/favorites', { schema: FavoriteListSchema }),
  select: (list) => list.favorites,
});

/** The customer's favorite transactions, newest first. */
export const useFavorites = () => useQuery(favoritesQuery);
