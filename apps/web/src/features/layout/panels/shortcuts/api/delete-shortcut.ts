import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShortcutSchema } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** Removes a shortcut. */
export const useDeleteShortcut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`/api/common/shortcuts?id=${encodeURIComponent(id)}`, ShortcutSchema.nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: panelKeys.shortcuts }),
  });
};
