import { createFileRoute } from '@tanstack/react-router';
import { AccountServicesPage } from '@/features/account-services/AccountServicesPage';

export const Route = createFileRoute('/_main/account-services')({
  component: AccountServicesPage,
});
