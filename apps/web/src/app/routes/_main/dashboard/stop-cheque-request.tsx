import { createFileRoute } from '@tanstack/react-router';
import { StopChequePage } from '@/features/account-services/StopChequePage';

export const Route = createFileRoute('/_main/dashboard/stop-cheque-request')({
  component: StopChequePage,
});
