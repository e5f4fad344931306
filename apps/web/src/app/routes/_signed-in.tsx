import { createFileRoute } from '@tanstack/react-router';
import { GuestLayout } from '@/features/layout/guest/GuestLayout';
import { requireSession } from '../guards';

/** Signed-in pages in the empty layout: confirmation-required, sign-out, unlock-session. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ location }) => requireSession(location),
  component: GuestLayout,
});
