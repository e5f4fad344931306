import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/dashboard/')({
  component: () => <ServicePreparingPage titleKey="pages.dashboard.title" />,
});
