import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { markAppCommitted } from '@/shared/ssr/app-committed';
import { parseLayout } from '@/shared/routing/route-static-data';
import { CenteredLayout } from './CenteredLayout';
import { ClassyLayout } from './ClassyLayout';

/**
 * Layout of the pages outside the shell. A form page names `classy` in its route data and `?layout=empty|classy`
 * may override it; full content pages (no layout in route data) bring their own header and footer.
 */
export function GuestLayout() {
  useEffect(markAppCommitted, []);
  const routeLayout = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout });
  const requested = useLocation({
    select: (location) => parseLayout(new URLSearchParams(location.searchStr).get('layout')),
  });
  const page = <Outlet />;
  if (!routeLayout) return page;
  return (requested ?? routeLayout) === 'classy' ? (
    <ClassyLayout>{page}</ClassyLayout>
  ) : (
    <CenteredLayout>{page}</CenteredLayout>
  );
}
