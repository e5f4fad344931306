import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/schedule-history')({
  component: () => <ServicePreparingPage titleKey="pages.scheduleHistory.title" />,
});
