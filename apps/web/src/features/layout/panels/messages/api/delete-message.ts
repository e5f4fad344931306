import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '@taka/demo-api/schemas/common';
import { demoRequest } from '@/shared/demo/demo-request';
import { panelKeys } from '@/features/layout/panels/panel-keys';

/** Removes a message from the list. */
export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`/api/common/messages?id=${encodeURIComponent(id)}`, MessageSchema.nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: panelKeys.messages }),
  });
};
