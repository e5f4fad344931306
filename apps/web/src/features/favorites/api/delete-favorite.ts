import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';
import { FAVORITES_KEY } from '@/shared/banking/api/save-favorite';

export function deleteFavorite(id: string) {
  return apiRequest(`/api/favorites/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.undefined() });
}

export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
