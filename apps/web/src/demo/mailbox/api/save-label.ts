import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailLabelSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

export type LabelFields = { title: string; color: string };

/** Creates a label (no id) or renames and recolours one; the handler gives it its slug (SPEC 5). */
export function useSaveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id?: string; label: LabelFields }) =>
      id
        ? demoRequest(`${MAILBOX_API}/label`, MailLabelSchema, { method: 'PATCH', body: { id, label } })
        : demoRequest(`${MAILBOX_API}/label`, MailLabelSchema, { method: 'POST', body: { label } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.labels }),
  });
}
