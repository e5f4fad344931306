import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/card-services/tag-credit-prepaid-card')({
  component: () => <ServicePreparingPage titleKey="pages.tagCard.title" />,
});
