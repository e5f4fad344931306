import { createFileRoute } from '@tanstack/react-router';
import { GuestLayout } from '@/features/layout/guest/GuestLayout';
import { requireSession } from '../guards';

/** Signed-in pages in the empty layout: confirmation-required, sign-out, unlock-session. */
export const Route = createFileRoute('/_signed-in')({
  // Drawn in the browser only, until the server renders signed-in pages too.
  ssr: false,
  beforeLoad: ({ location }) => requireSession(location),
  component: GuestLayout,
});
