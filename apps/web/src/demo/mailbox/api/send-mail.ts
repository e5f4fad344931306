import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailSchema, type MailSendBody } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

/** Sends a written mail (it lands in Sent) or saves it as a draft. */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSendBody) =>
      demoRequest(`${MAILBOX_API}/mail`, MailSchema, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailboxKeys.lists }),
        queryClient.invalidateQueries({ queryKey: mailboxKeys.folders }),
      ]),
  });
}
