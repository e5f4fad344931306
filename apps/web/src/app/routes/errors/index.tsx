import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/errors/')({
  beforeLoad: () => {
    throw redirect({ to: '/errors/error-404', replace: true });
  },
});
