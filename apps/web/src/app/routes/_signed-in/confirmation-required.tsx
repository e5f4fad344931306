import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationRequiredPage } from '@/features/auth/ConfirmationRequiredPage';

export const Route = createFileRoute('/_signed-in/confirmation-required')({
  staticData: { layout: 'classy' },
  component: ConfirmationRequiredPage,
});
