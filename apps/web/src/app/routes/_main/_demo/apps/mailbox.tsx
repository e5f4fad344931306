import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '@/demo/mailbox/MailboxPage';

/**
 * One mailbox page for every folder, filter, label and mail: it stays mounted while mails open and lists change
 * (the child routes only name them, and the page reads them from the path).
 */
export const Route = createFileRoute('/_main/_demo/apps/mailbox')({ component: MailboxPage });
