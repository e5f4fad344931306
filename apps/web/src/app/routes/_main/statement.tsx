import { createFileRoute } from '@tanstack/react-router';
import { ServicePreparingPage } from '@/features/pages';

export const Route = createFileRoute('/_main/statement')({
  component: () => <ServicePreparingPage titleKey="pages.statement.title" />,
});
