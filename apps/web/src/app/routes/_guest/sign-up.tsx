import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth/SignUpPage';

export const Route = createFileRoute('/_guest/sign-up')({
  staticData: { layout: 'classy' },
  component: SignUpPage,
});
