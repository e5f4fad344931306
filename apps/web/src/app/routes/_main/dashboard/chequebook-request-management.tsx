import { createFileRoute } from '@tanstack/react-router';
import { ChequebookRequestPage } from '@/features/account-services/ChequebookRequestPage';

export const Route = createFileRoute('/_main/dashboard/chequebook-request-management')({
  component: ChequebookRequestPage,
});
