import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/settings/personalise-profile')({
  component: () => <ServicePreparingPage titleKey="pages.personaliseProfile.title" />,
});
