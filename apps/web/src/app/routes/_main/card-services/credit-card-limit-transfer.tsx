import { createFileRoute } from '@tanstack/react-router';
import { CardRequestPage } from '@/features/card-services/CardRequestPage';

export const Route = createFileRoute('/_main/card-services/credit-card-limit-transfer')({
  component: () => <CardRequestPage path="credit-card-limit-transfer" />,
});
