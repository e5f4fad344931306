import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FavoriteSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { FAVORITES_KEY } from '@/shared/banking/api/save-favorite';

export function renameFavorite({ id, name }: { id: string; name: string }) {
  return apiRequest(`/api/favorites/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: FavoriteSchema,
  });
}

export function useRenameFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
