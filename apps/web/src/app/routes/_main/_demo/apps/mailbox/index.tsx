import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/_demo/apps/mailbox/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/mailbox/folder/$folder', params: { folder: 'inbox' }, replace: true });
  },
});
