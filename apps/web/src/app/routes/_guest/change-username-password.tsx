import { createFileRoute } from '@tanstack/react-router';
import { ChangeUsernamePasswordPage } from '@/features/auth/ChangeUsernamePasswordPage';

export const Route = createFileRoute('/_guest/change-username-password')({
  staticData: { layout: 'classy' },
  component: ChangeUsernamePasswordPage,
});
