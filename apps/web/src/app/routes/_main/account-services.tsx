import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/account-services')({
  component: () => <ServicePreparingPage titleKey="pages.accountServices.title" />,
});
