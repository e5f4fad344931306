import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/fdr-request')({
  component: () => <ServicePreparingPage titleKey="pages.fdrRequest.title" />,
});
