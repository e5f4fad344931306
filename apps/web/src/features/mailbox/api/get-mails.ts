import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MailPageSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

export type MailSelection = { kind: 'folder' | 'filter' | 'label'; slug: string };

/**
 * One page (10 mails, newest first) of a folder, filter or label. The handler takes 625 ms (SPEC 9): while the next
 * page loads, the previous one stays on screen.
 */
export const useMails = ({ kind, slug }: MailSelection, page: number) =>
  useQuery({
    queryKey: [...mailboxKeys.lists, kind, slug, page],
    queryFn: () =>
      demoRequest(
        `${MAILBOX_API}/mails?${new URLSearchParams({ [kind]: slug, page: String(page) })}`,
        MailPageSchema,
      ),
    // Another page of the same list keeps the rows on screen; another folder, filter or label starts from skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === kind && previousQuery.queryKey[4] === slug
        ? keepPreviousData(previous)
        : undefined,
  });
