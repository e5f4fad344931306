import { useQuery } from '@tanstack/react-query';
import { ChequeBookListSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';
import { SERVICE_REQUESTS_KEY } from '@/shared/banking/service-requests/submit-service-request';

/** The customer's cheque books with every leaf's status (stale after any service request: one may stop leaves). */
export const useChequeBooks = () =>
  useQuery({
    queryKey: [...SERVICE_REQUESTS_KEY, 'cheque-books'],
    queryFn: ({ signal }) => apiRequest('/api/cheque-books', { schema: ChequeBookListSchema, signal }),
  });
