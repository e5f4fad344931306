import { createFileRoute } from '@tanstack/react-router';
import { GuestLayout } from '@/features/layout/guest/GuestLayout';

/** Pages anyone may see, signed in or not. */
export const Route = createFileRoute('/_public')({
  component: GuestLayout,
});
