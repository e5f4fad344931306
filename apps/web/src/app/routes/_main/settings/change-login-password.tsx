import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/settings/change-login-password')({
  component: () => <ServicePreparingPage titleKey="pages.changeLoginPassword.title" />,
});
