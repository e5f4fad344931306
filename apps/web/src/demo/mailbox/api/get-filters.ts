import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MailFilterSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

/** Starred and Important. */
export const useMailFilters = () =>
  useQuery({
    queryKey: mailboxKeys.filters,
    queryFn: () => demoRequest(`${MAILBOX_API}/filters`, z.array(MailFilterSchema)),
    staleTime: Infinity,
  });
