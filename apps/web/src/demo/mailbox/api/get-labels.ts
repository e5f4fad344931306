import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MailLabelSchema } from '@taka/demo-api/schemas/mailbox';
import { demoRequest } from '@/shared/demo/demo-request';
import { MAILBOX_API, mailboxKeys } from './keys';

export const useMailLabels = () =>
  useQuery({
    queryKey: mailboxKeys.labels,
    queryFn: () => demoRequest(`${MAILBOX_API}/labels`, z.array(MailLabelSchema)),
  });
