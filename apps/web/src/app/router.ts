import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import { renderRequest } from '@/shared/ssr/render-request';
import { createQueryClient } from './query-client';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

/**
 * The app's router, made once in the browser and once per page the server renders (decision 057), each with a query
 * client of its own: what the server's loaders asked for is sent with the page, so the browser does not ask again.
 */
export function getRouter() {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Every script and style the server writes into the page carries the response's CSP nonce.
    ssr: { nonce: renderRequest()?.nonce || undefined },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof getRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
