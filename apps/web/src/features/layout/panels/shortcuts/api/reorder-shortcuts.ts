import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shortcut } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';
import { ShortcutsSchema } from './list-shortcuts';

/** Keeps a new order of the shortcuts: shown at once, then stored. */
export const useReorderShortcuts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortcuts: Shortcut[]) =>
      demoRequest('/api/common/shortcuts/order', ShortcutsSchema, {
        method: 'PATCH',
        body: { ids: shortcuts.map((shortcut) => shortcut.id) },
      }),
    onMutate: (shortcuts) => queryClient.setQueryData(panelKeys.shortcuts, shortcuts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: panelKeys.shortcuts }),
  });
};
