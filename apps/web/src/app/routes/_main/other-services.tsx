import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/other-services')({
  component: () => <ServicePreparingPage titleKey="pages.otherServices.title" />,
});
