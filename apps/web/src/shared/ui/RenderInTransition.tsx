import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { prerenderedPage } from './prerendered-page';

/**
 * Renders its children only after its own first commit, as a transition. The router commits a route in one
 * synchronous render (its state is read through useSyncExternalStore, which React never splits), so a whole page
 * in that render is one long task on a slow phone; rendered as a transition, the page yields to the browser every
 * few milliseconds. Once shown, the children stay: later navigations render as usual. Over the page the server sent
 * drawn (decisions 048, 054) the children come at once: a render without them would take the drawn page off the
 * screen for a moment; and so they do where the page is being drawn, in Node.
 */
export function RenderInTransition({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof document === 'undefined' || prerenderedPage() !== null);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
