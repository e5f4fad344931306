import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** Marks every message read. */
export const useMarkAllMessagesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => demoRequest('/api/common/messages/mark-all-as-read', z.boolean()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: panelKeys.messages }),
  });
};
