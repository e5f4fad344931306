import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '@/features/mailbox/MailboxPage';

export const Route = createFileRoute('/_main/_demo/apps/mailbox/label/$label/$mailId')({
  component: MailboxPage,
});
