import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '@/features/layout/main/MainLayout';
import { requireUnlockedSession } from '../guards';
import { startDemoLayer } from '../start-demo-layer';

/** The signed-in shell. Navigation and the shell's lists load together before any page shows (SPEC 2.1). */
export const Route = createFileRoute('/_main')({
  beforeLoad: ({ location }) => requireUnlockedSession(location),
  // The demo worker starts at once; the shell's queries come with the shell's chunk, not with the route tree that
  // every page loads, nor TanStack Query, which comes with the app's MUI layer (decision 050).
  loader: async ({ context }) => {
    void startDemoLayer();
    const [{ loadShellData }, queryClient] = await Promise.all([
      import('@/features/layout/api/load-shell-data'),
      context.loadQueryClient(),
    ]);
    await loadShellData(queryClient, startDemoLayer);
  },
  component: MainLayout,
});
