import { createFileRoute } from '@tanstack/react-router';
import { CardRequestPage } from '@/features/card-services/CardRequestPage';

export const Route = createFileRoute('/_main/card-services/supplementary-card')({
  component: () => <CardRequestPage path="supplementary-card" />,
});
