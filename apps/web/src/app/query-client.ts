import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@/shared/api/api-error';

/** Retries only what may pass on a second try: network failures and server errors, once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && (!isApiRequestError(error) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
