import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShortcutSchema, type Shortcut } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

export type ShortcutDraft = Omit<Shortcut, 'id'>;

/** Adds a shortcut (no id) or changes one (with its id). */
export const useSaveShortcut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shortcut }: { id?: string; shortcut: ShortcutDraft }) =>
      demoRequest('/api/common/shortcuts', ShortcutSchema.nullable(), {
        method: id ? 'PATCH' : 'POST',
        body: id ? { id, shortcut } : { shortcut },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: panelKeys.shortcuts }),
  });
};
