import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailSchema, type Mail } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

export type MailChange = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

/** Stars, flags, reads, moves or labels a mail; the open mail updates at once, lists and counts are read again. */
export function useUpdateMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mail }: { id: string; mail: MailChange }) =>
      demoRequest(`${MAILBOX_API}/mail`, MailSchema.nullable(), { method: 'PATCH', body: { id, mail } }),
    onMutate: ({ id, mail }) => {
      queryClient.setQueryData(mailboxKeys.mail(id), (current: Mail | null | undefined) =>
        current ? { ...current, ...mail } : current,
      );
    },
    onSettled: (_mail, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailboxKeys.mail(id) }),
        queryClient.invalidateQueries({ queryKey: mailboxKeys.lists }),
        queryClient.invalidateQueries({ queryKey: mailboxKeys.folders }),
      ]),
  });
}
