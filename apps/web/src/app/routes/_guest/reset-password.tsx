import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage';
import { emailSearch } from '../../search-params';

export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: emailSearch,
  staticData: { layout: 'classy' },
  component: ResetPasswordPage,
});
