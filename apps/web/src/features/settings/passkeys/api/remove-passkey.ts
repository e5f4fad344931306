import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';
import { PASSKEYS_KEY } from './get-passkeys';

export function removePasskey(id: string) {
  return apiRequest(`/api/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.undefined() });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
