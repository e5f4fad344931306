import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/activity-log')({
  component: () => <ServicePreparingPage titleKey="pages.activityLog.title" />,
});
