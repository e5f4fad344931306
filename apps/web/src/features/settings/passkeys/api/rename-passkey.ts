import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PasskeySchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { PASSKEYS_KEY } from './get-passkeys';

export function renamePasskey({ id, name }: { id: string; name: string }) {
  return apiRequest(`/api/passkeys/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: PasskeySchema,
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
