import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/signed-in-redirect')({
  beforeLoad: () => {
    throw redirect({ to: '/example', replace: true });
  },
});
