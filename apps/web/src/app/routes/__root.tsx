import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { isFirstViewPath } from '@/shared/i18n/first-view';
import { loadRestOfTexts } from '@/shared/i18n/i18n';
import { LoadingBar } from '@/shared/ui/LoadingBar';
import type { RouterContext } from '../router';
import { SessionWatcher } from '../SessionWatcher';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page outside the first view draws from the rest of the texts (decision 046): in by then, as a rule.
  beforeLoad: ({ location }) => (isFirstViewPath(location.pathname) ? undefined : loadRestOfTexts()),
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <LoadingBar />
      <SessionWatcher />
      <Outlet />
    </>
  );
}
