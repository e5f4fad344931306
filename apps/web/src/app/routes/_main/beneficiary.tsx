import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/beneficiary')({
  component: () => <ServicePreparingPage titleKey="pages.beneficiary.title" />,
});
