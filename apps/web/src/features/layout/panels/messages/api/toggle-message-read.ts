import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** Marks one message read or unread. */
export const useToggleMessageRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { id: string; read: boolean }) =>
      demoRequest('/api/common/messages/toggle-read-status', MessageSchema.nullable(), {
        method: 'POST',
        body: { message },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: panelKeys.messages }),
  });
};
