import { createFileRoute } from '@tanstack/react-router';
import { ServiceRequestHistoryPage } from '@/features/service-requests/ServiceRequestHistoryPage';
import { requestSearch } from '@/features/service-requests/search';

export const Route = createFileRoute('/_main/service-request-history')({
  validateSearch: requestSearch,
  component: ServiceRequestHistoryPage,
});
