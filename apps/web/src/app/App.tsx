import { RouterProvider } from '@tanstack/react-router';
import { ThemePreferencesProvider } from '@/shared/theme/ThemePreferencesProvider';
import type { AppRouter } from './router';

/**
 * The providers of every page; the pages drawn with MUI get theirs, with the query client, from the root route
 * (decisions 047 and 050).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <ThemePreferencesProvider>
      <RouterProvider router={router} />
    </ThemePreferencesProvider>
  );
}
