import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { loadDemoLists } from '@/features/layout/api/load-shell-data';
import { MainLayout } from '@/features/layout/main/MainLayout';
import { getSession } from '@/shared/session/session-store';
import { markAppCommitted } from '@/shared/ssr/app-committed';
import { startDemoLayer } from './start-demo-layer';

/**
 * The signed-in shell. One the server drew had no demo worker (it runs in the browser): it starts once here. One
 * drawn for a browser that no longer keeps the session (its storage cleared) goes on to sign-in: without it the page
 * could make no call. Both once the shell is the app's: its effects run when the shell and its page have hydrated,
 * and a navigation before that would pull the page from under React while it hydrates.
 */
export function SignedInShell() {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(markAppCommitted, []);
  useEffect(() => {
    if (getSession() === null) {
      const { href } = router.state.location;
      void router.navigate({ to: '/sign-in', search: { redirectURL: href }, replace: true });
      return;
    }
    void loadDemoLists(queryClient, startDemoLayer);
  }, [queryClient, router]);
  return <MainLayout />;
}
