import { createFileRoute } from '@tanstack/react-router';
import { CardRequestPage } from '@/features/card-services/CardRequestPage';

export const Route = createFileRoute('/_main/card-services/upgrade-downgrade')({
  component: () => <CardRequestPage path="upgrade-downgrade" />,
});
