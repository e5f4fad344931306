import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/locate-us')({
  component: () => <ServicePreparingPage titleKey="pages.locateUs.title" />,
});
