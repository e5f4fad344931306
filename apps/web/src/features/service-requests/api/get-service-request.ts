import { useQuery } from '@tanstack/react-query';
import { ServiceRequestDetailSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SERVICE_REQUESTS_KEY } from '@/shared/banking/service-requests/submit-service-request';

/** One request with its timeline, while `id` is set. */
export const useServiceRequest = (id: string | null) =>
  useQuery({
    queryKey: [...SERVICE_REQUESTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/service-requests/${id}`, { schema: ServiceRequestDetailSchema, signal }),
    enabled: id !== null,
  });
