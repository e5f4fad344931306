import { createFileRoute } from '@tanstack/react-router';
import { loadShellData } from '@/features/layout/api/load-shell-data';
import { MainLayout } from '@/features/layout/main/MainLayout';
import { requireUnlockedSession } from '../guards';
import { startDemoLayer } from '../start-demo-layer';

/** The signed-in shell. Navigation and the shell's lists load together before any page shows (SPEC 2.1). */
export const Route = createFileRoute('/_main')({
  // Drawn in the browser only, until the server renders signed-in pages too.
  ssr: false,
  beforeLoad: ({ location }) => requireUnlockedSession(location),
  // The demo worker starts at once, beside the shell's queries.
  loader: async ({ context }) => {
    void startDemoLayer();
    await loadShellData(context.queryClient, startDemoLayer);
  },
  component: MainLayout,
});
