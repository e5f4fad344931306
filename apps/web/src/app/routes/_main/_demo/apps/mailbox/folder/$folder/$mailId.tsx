import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '@/features/mailbox/MailboxPage';

export const Route = createFileRoute('/_main/_demo/apps/mailbox/folder/$folder/$mailId')({
  component: MailboxPage,
});
