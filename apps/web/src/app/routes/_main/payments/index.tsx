import { createFileRoute } from '@tanstack/react-router';
import { PaymentsHubPage } from '@/features/payments/PaymentsHubPage';

export const Route = createFileRoute('/_main/payments/')({
  component: PaymentsHubPage,
});
