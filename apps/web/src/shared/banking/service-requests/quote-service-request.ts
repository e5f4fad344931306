import { useQuery } from '@tanstack/react-query';
import { ServiceRequestQuoteSchema, type SubmitServiceRequest } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SERVICE_REQUESTS_KEY } from './submit-service-request';

/** What a request would cost, asked of the server once the form is valid (null submission: not yet). */
export function useServiceRequestQuote(submission: SubmitServiceRequest | null) {
  return useQuery({
    queryKey: [...SERVICE_REQUESTS_KEY, 'quote', submission],
    queryFn: ({ signal }) =>
      apiRequest('/api/service-requests/quote', {
        method: 'POST',
        body: submission,
        schema: ServiceRequestQuoteSchema,
        signal,
      }),
    enabled: submission !== null,
    retry: false,
  });
}
