import { createFileRoute } from '@tanstack/react-router';
import { GuestLayout } from '@/features/layout';

/** Pages anyone may see, signed in or not. */
export const Route = createFileRoute('/_public')({
  component: GuestLayout,
});
