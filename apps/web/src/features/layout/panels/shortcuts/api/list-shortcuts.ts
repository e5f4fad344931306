import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ShortcutSchema } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

export const ShortcutsSchema = z.array(ShortcutSchema);

/** The customer's shortcuts, in their order. */
export const useShortcuts = () =>
  useQuery({
    queryKey: panelKeys.shortcuts,
    queryFn: () => demoRequest('/api/common/shortcuts', ShortcutsSchema),
  });
