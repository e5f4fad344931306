import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any path no other route matches (SPEC 2.1). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/errors/error-404', replace: true });
  },
});
