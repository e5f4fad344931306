import type { QueryClient } from '@tanstack/react-query';
import { chatsQuery, messagesQuery, notificationsQuery, shortcutsQuery } from './demo-lists';
import { navigationQuery } from '@/shared/ui/navigation/navigation-query';
import { unreadAlertsCountQuery } from './get-unread-alerts-count';
import { userQuery } from '@/shared/api/current-user';

/**
 * Navigation, messages, notifications, chats and shortcuts load together before the shell shows (SPEC 2.1, 7.3).
 * The demo lists wait for `startDemoLayer` (the worker that answers them starts on the shell's first entry) while
 * the navigation is already on its way; when the demo layer is off or does not start, only the navigation is asked
 * for. A failing demo list leaves its area empty rather than keeping the customer out of the bank.
 */
export async function loadShellData(
  queryClient: QueryClient,
  startDemoLayer: () => Promise<boolean>,
): Promise<void> {
  const demoLists = loadDemoLists(queryClient, startDemoLayer);
  // The top bar's customer and unread count: asked for now, beside the navigation, not once the shell has rendered;
  // the shell does not wait for them (it has the stored customer and shows no count until then).
  void queryClient.prefetchQuery(userQuery);
  void queryClient.prefetchQuery(unreadAlertsCountQuery);
  await Promise.all([queryClient.ensureQueryData(navigationQuery), demoLists]);
}

/** The shell's demo lists, once the demo worker runs; none when it does not (or on the server, where it never does). */
export async function loadDemoLists(
  queryClient: QueryClient,
  startDemoLayer: () => Promise<boolean>,
): Promise<void> {
  const running = await startDemoLayer();
  await Promise.all(
    (running ? [messagesQuery, notificationsQuery, chatsQuery, shortcutsQuery] : []).map((query) =>
      queryClient.ensureQueryData(query).catch(() => []),
    ),
  );
}
