import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages/ServicePreparingPage';

export const Route = createFileRoute('/_main/loan-services')({
  component: () => <ServicePreparingPage titleKey="pages.loanServices.title" />,
});
