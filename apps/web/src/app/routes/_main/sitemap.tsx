import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/sitemap')({
  component: () => <ServicePreparingPage titleKey="pages.sitemap.title" />,
});
