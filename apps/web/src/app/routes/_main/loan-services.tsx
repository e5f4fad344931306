import { createFileRoute } from '@tanstack/react-router';
import { LoanServicesPage } from '@/features/loans/LoanServicesPage';

export const Route = createFileRoute('/_main/loan-services')({
  component: LoanServicesPage,
});
