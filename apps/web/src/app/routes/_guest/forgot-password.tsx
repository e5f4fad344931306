import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/ForgotPasswordPage';

export const Route = createFileRoute('/_guest/forgot-password')({
  staticData: { layout: 'classy' },
  component: ForgotPasswordPage,
});
