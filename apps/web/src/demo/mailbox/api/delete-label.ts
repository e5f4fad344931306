import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

/** Deletes a label; the handler also takes it off every mail, so lists and open mails are read again. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      demoRequest(`${MAILBOX_API}/label?${new URLSearchParams({ id })}`, z.boolean().nullable(), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}
