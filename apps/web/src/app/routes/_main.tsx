import { createFileRoute } from '@tanstack/react-router';
import { loadShellData } from '@/features/layout/api/load-shell-data';
import { requireUnlockedSession } from '../guards';
import { SignedInShell } from '../SignedInShell';
import { startDemoLayer } from '../start-demo-layer';

/** The signed-in shell. Navigation and the shell's lists load together before any page shows (SPEC 2.1). */
export const Route = createFileRoute('/_main')({
  beforeLoad: ({ location }) => requireUnlockedSession(location),
  // The demo worker starts at once, beside the shell's queries.
  loader: async ({ context }) => {
    void startDemoLayer();
    await loadShellData(context.queryClient, startDemoLayer);
  },
  component: SignedInShell,
});
