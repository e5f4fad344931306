import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@/shared/api/api-error';
import { getSession, subscribeToSession } from '@/shared/session/session-store';

/** Retries only what may pass on a second try: network failures and server errors, once. */
export function createQueryClient() {
  const queryClient = new QueryClient({
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
  forgetAnswersWhenAnotherCustomerSignsIn(queryClient);
  return queryClient;
}

/**
 * The queries' keys do not name the customer (`['accounts']`), so the answers kept for one would show to the next
 * customer who signs in on this device, in this tab or another, without a reload. They are forgotten then; the same
 * customer signing in again (after a lock or a sign-out) keeps them, to be refreshed as usual.
 */
function forgetAnswersWhenAnotherCustomerSignsIn(queryClient: QueryClient) {
  let customer = getSession()?.user.id;
  subscribeToSession(() => {
    const signedIn = getSession()?.user.id;
    if (signedIn === undefined || signedIn === customer) return;
    if (customer !== undefined) queryClient.clear();
    customer = signedIn;
  });
}

/** The app's one query client, which the app's MUI layer provides and the router's context hands to loaders. */
export const queryClient = createQueryClient();
