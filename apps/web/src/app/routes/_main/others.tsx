import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/others')({
  component: () => <ServicePreparingPage titleKey="pages.others.title" />,
});
