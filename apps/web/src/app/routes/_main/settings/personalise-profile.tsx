import { createFileRoute } from '@tanstack/react-router';
import { PersonaliseProfilePage } from '@/features/settings/profile/PersonaliseProfilePage';

export const Route = createFileRoute('/_main/settings/personalise-profile')({
  component: PersonaliseProfilePage,
});
