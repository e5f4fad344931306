import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { FAVORITES_KEY } from '@/shared/banking/api/save-favorite';

const favoriteQuery = (id: string) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, id],
    queryFn: () => apiRequest(`/api/favorites/${encodeURIComponent(id)}`, { schema: FavoriteSchema }),
  });

/** One favorite, to repeat it. */
export const useFavorite = (id: string) => useQuery(favoriteQuery(id));
