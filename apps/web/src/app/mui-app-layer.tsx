import { lazy, Suspense, type ReactNode } from 'react';
import type { MakeRouteMatchUnion, ParsedLocation } from '@tanstack/react-router';
import { isPageWithoutMui } from '@/shared/routing/pages-without-mui';
import { isSignedIn } from '@/shared/session/session-store';
import type { MuiAppLayer } from './MuiAppLayer';

type Layer = typeof MuiAppLayer;

let loaded: Layer | undefined;
let loading: Promise<Layer> | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads MUI and the app's layer, once: MUI's styles, the layer and the theme are each evaluated or made in a task of
 * their own (decision 039). A failed load is tried again by the next page that needs it.
 */
export function loadMuiAppLayer(): Promise<Layer> {
  loading ??= import('@mui/material/styles')
    .then(nextTask)
    .then(() => import('./MuiAppLayer'))
    .then(async (module) => {
      await nextTask();
      module.prepareStoredTheme();
      loaded = module.MuiAppLayer;
      return loaded;
    });
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Whether the page `location` opens is drawn with MUI: not a page without MUI, nor a signed-in page a guest is
 * about to be sent away from (to sign in, a page without MUI).
 */
export function drawsWithMui(location: ParsedLocation, matches: MakeRouteMatchUnion[]) {
  if (isPageWithoutMui(location.pathname)) return false;
  return (
    isSignedIn() || !matches.some((match) => match.routeId === '/_main' || match.routeId === '/_signed-in')
  );
}

const LazyMuiAppLayer = lazy(() => loadMuiAppLayer().then((layer) => ({ default: layer })));

/** `children` inside the app's MUI layer: loaded by then, as the root route waits for it (else loaded now). */
export function WithMuiAppLayer({ children }: { children: ReactNode }) {
  const Layer = loaded ?? LazyMuiAppLayer;
  return (
    <Suspense fallback={null}>
      <Layer>{children}</Layer>
    </Suspense>
  );
}
