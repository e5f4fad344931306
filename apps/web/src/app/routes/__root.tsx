import { Outlet, createRootRouteWithContext, useMatches } from '@tanstack/react-router';
import { isFirstViewPath } from '@/shared/i18n/first-view';
import { loadRestOfTexts } from '@/shared/i18n/i18n';
import { isPageWithoutMui } from '@/shared/routing/pages-without-mui';
import { LoadingBar } from '@/shared/ui/LoadingBar';
import { drawsWithMui, loadMuiAppLayer, WithMuiAppLayer } from '../mui-app-layer';
import type { RouterContext } from '../router';
import { SessionWatcher } from '../SessionWatcher';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page outside the first view draws from the rest of the texts (decision 046): in by then, as a rule. A page
  // drawn with MUI waits for it (decision 047).
  beforeLoad: async ({ location, matches }) => {
    await Promise.all([
      isFirstViewPath(location.pathname) ? undefined : loadRestOfTexts(),
      drawsWithMui(location, matches) ? loadMuiAppLayer() : undefined,
    ]);
  },
  component: RootComponent,
});

function RootComponent() {
  const withoutMui = useMatches({ select: (matches) => isPageWithoutMui(matches.at(-1)?.pathname ?? '') });
  return (
    <>
      <LoadingBar />
      <SessionWatcher />
      {withoutMui ? (
        <Outlet />
      ) : (
        <WithMuiAppLayer>
          <Outlet />
        </WithMuiAppLayer>
      )}
    </>
  );
}
