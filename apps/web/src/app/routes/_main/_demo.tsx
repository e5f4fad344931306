import { createFileRoute, redirect } from '@tanstack/react-router';
import { startDemoLayer } from '../../start-demo-layer';

/**
 * The demo areas (SPEC 2.8, decision 037): answered in the browser by the demo worker, so a page waits for it to
 * run before its queries start, and drawn there only; with the demo layer off (DEMO_LAYER=false) they are not there
 * at all.
 */
export const Route = createFileRoute('/_main/_demo')({
  ssr: false,
  beforeLoad: async () => {
    if (!(await startDemoLayer())) throw redirect({ to: '/errors/error-404', replace: true });
  },
});
