import { useQuery } from '@tanstack/react-query';
import { MailSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

/** One mail; null when no mail has this id. */
export const useMail = (id: string) =>
  useQuery({
    queryKey: mailboxKeys.mail(id),
    queryFn: () => demoRequest(`${MAILBOX_API}/mail?${new URLSearchParams({ id })}`, MailSchema.nullable()),
  });
