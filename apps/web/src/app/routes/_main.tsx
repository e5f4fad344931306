import { createFileRoute } from '@tanstack/react-router';
import { loadShellData } from '@/features/layout/api/load-shell-data';
import { MainLayout } from '@/features/layout/main/MainLayout';
import { requireUnlockedSession } from '../guards';
import { startDemoLayer } from '../start-demo-layer';

/** The signed-in shell. Navigation and the shell's lists load together before any page shows (SPEC 2.1). */
export const Route = createFileRoute('/_main')({
  beforeLoad: ({ location }) => requireUnlockedSession(location),
  loader: ({ context: { queryClient } }) => loadShellData(queryClient, startDemoLayer),
  component: MainLayout,
});
