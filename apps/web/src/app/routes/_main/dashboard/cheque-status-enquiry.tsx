import { createFileRoute } from '@tanstack/react-router';
import { ChequeStatusPage } from '@/features/account-services/ChequeStatusPage';

export const Route = createFileRoute('/_main/dashboard/cheque-status-enquiry')({
  component: ChequeStatusPage,
});
