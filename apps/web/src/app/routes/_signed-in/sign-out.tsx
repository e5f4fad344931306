import { createFileRoute } from '@tanstack/react-router';
import { SignOutPage } from '@/features/auth/SignOutPage';

export const Route = createFileRoute('/_signed-in/sign-out')({
  staticData: { layout: 'classy' },
  component: SignOutPage,
});
