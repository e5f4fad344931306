import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/dashboard/tag-account')({
  component: () => <ServicePreparingPage titleKey="pages.tagAccount.title" />,
});
