import { createFileRoute } from '@tanstack/react-router';

/** Shown by the mailbox route above. */
export const Route = createFileRoute('/_main/_demo/apps/mailbox/label/$label/')({ component: () => null });
