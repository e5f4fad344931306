import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FavoriteSchema, type CreateFavoriteRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

/** Favorites change only when the customer saves, renames or deletes one. */
export const FAVORITES_KEY = ['favorites'] as const;

/** Saves a completed transaction's request under a name, to send it again from Favorites. */
export function saveFavorite(body: CreateFavoriteRequest) {
  return apiRequest('/api/favorites', { method: 'POST', body, schema: FavoriteSchema });
}

export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
