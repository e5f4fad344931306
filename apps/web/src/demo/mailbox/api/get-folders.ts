import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MailFolderSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

/** The five folders with their counts (SPEC 9: unread for the inbox, every mail for drafts and spam, 0 otherwise). */
export const useMailFolders = () =>
  useQuery({
    queryKey: mailboxKeys.folders,
    queryFn: () => demoRequest(`${MAILBOX_API}/folders`, z.array(MailFolderSchema)),
  });
