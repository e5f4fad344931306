import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadDemoLists } from '@/features/layout/api/load-shell-data';
import { MainLayout } from '@/features/layout/main/MainLayout';
import { startDemoLayer } from './start-demo-layer';

/** The signed-in shell. One the server drew had no demo worker (it runs in the browser): it starts once here. */
export function SignedInShell() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadDemoLists(queryClient, startDemoLayer);
  }, [queryClient]);
  return <MainLayout />;
}
