import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { LoadingBar } from '@/shared/ui/LoadingBar';
import type { RouterContext } from '../router';
import { SessionWatcher } from '../SessionWatcher';

export const Route = createRootRouteWithContext<RouterContext>()({
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
