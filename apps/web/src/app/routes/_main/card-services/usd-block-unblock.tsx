import { createFileRoute } from '@tanstack/react-router';
import { CardRequestPage } from '@/features/card-services/CardRequestPage';

export const Route = createFileRoute('/_main/card-services/usd-block-unblock')({
  component: () => <CardRequestPage path="usd-block-unblock" />,
});
