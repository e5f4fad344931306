import { createFileRoute } from '@tanstack/react-router';
import { MainLayout, loadShellData } from '@/features/layout';
import { isDemoLayerActive } from '@/shared/config/client-config';
import { requireUnlockedSession } from '../guards';

/** The signed-in shell. Navigation and the shell's lists load together before any page shows (SPEC 2.1). */
export const Route = createFileRoute('/_main')({
  beforeLoad: ({ location }) => requireUnlockedSession(location),
  loader: ({ context: { queryClient } }) => loadShellData(queryClient, isDemoLayerActive()),
  component: MainLayout,
});
