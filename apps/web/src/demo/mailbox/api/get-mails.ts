import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPageSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

export type MailSelection = { kind: 'folder' | 'filter' | 'label'; slug: string };

type MailPage = ReturnType<typeof MailPageSchema.parse>;

const mailsKey = ({ kind, slug }: MailSelection, page: number) => [...mailboxKeys.lists, kind, slug, page];

/**
 * One page (10 mails, newest first) of a folder, filter or label. The handler takes 625 ms (SPEC 9): while the next
 * page loads, the page next to it stays on screen (another folder, filter or label starts from skeletons).
 */
export function useMails(selection: MailSelection, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: mailsKey(selection, page),
    queryFn: () =>
      demoRequest(
        `${MAILBOX_API}/mails?${new URLSearchParams({ [selection.kind]: selection.slug, page: String(page) })}`,
        MailPageSchema,
      ),
    placeholderData: () =>
      queryClient.getQueryData<MailPage>(mailsKey(selection, page - 1)) ??
      queryClient.getQueryData<MailPage>(mailsKey(selection, page + 1)),
  });
}
