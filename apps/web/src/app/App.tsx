import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
import type { AppRouter } from './router';

/** The providers of every page; the pages drawn with MUI get theirs from the root route (decision 047). */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <ThemePreferencesProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemePreferencesProvider>
  );
}
