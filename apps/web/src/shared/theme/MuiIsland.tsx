import { lazy, Suspense, type ReactNode } from 'react';
import { useInsideMuiLayer } from './inside-mui-layer';

const MuiLayer = lazy(() => import('./MuiLayer').then((module) => ({ default: module.MuiLayer })));

/**
 * MUI for `children` (a menu, a panel) wherever they are drawn: on a page without MUI it loads a layer of their own,
 * below a MUI page's layer they use that one.
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  if (useInsideMuiLayer()) return children;
  return (
    <Suspense fallback={null}>
      <MuiLayer baseline={false}>{children}</MuiLayer>
    </Suspense>
  );
}
