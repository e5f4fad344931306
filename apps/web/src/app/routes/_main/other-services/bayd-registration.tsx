import { createFileRoute } from '@tanstack/react-router';
import { BaydRegistrationPage } from '@/features/other-services/BaydRegistrationPage';

export const Route = createFileRoute('/_main/other-services/bayd-registration')({
  component: BaydRegistrationPage,
});
