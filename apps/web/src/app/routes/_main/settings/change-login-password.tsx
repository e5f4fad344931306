import { createFileRoute } from '@tanstack/react-router';
import { ChangeLoginPasswordPage } from '@/features/settings/password/ChangeLoginPasswordPage';

export const Route = createFileRoute('/_main/settings/change-login-password')({
  component: ChangeLoginPasswordPage,
});
