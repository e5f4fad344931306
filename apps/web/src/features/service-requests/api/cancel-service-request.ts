import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceRequestDetailSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SERVICE_REQUESTS_KEY } from '@/shared/banking/service-requests/submit-service-request';

/** Cancels a request the bank has not taken up yet; the lists, the request and the bell are stale after it. */
export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/service-requests/${id}/cancel`, {
        method: 'POST',
        schema: ServiceRequestDetailSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
