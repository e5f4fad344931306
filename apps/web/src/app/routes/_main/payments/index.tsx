import { createFileRoute } from '@tanstack/react-router';
import { PaymentsHubPage } from '@/features/payments';

export const Route = createFileRoute('/_main/payments/')({
  component: PaymentsHubPage,
});
