import { createFileRoute } from '@tanstack/react-router';
import { StepToLoginPage } from '@/features/auth/StepToLoginPage';

export const Route = createFileRoute('/_guest/step-to-login')({
  staticData: { layout: 'classy' },
  component: StepToLoginPage,
});
