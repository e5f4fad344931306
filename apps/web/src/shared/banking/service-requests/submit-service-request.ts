import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceRequestSchema, type SubmitServiceRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { BANKING_ROOT_KEY } from '../api/query-keys';

/** Every service request query lives under this key (the history's lists and each request). */
export const SERVICE_REQUESTS_KEY = [...BANKING_ROOT_KEY, 'service-requests'] as const;

export function submitServiceRequest(body: SubmitServiceRequest) {
  return apiRequest('/api/service-requests', { method: 'POST', body, schema: ServiceRequestSchema });
}

/** Submits a service request of any type (decision 032); the history and the bell are stale after it. */
export function useSubmitServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitServiceRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
