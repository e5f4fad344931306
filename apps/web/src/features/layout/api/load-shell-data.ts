import type { QueryClient } from '@tanstack/react-query';
import { chatsQuery, messagesQuery, notificationsQuery, shortcutsQuery } from './demo-lists';
import { navigationQuery } from './get-navigation';

/**
 * Navigation, messages, notifications, chats and shortcuts load together before the shell shows (SPEC 2.1, 7.3).
 * Without the demo layer only the navigation is asked for. A failing demo list leaves its area empty rather than
 * keeping the customer out of the bank.
 */
export async function loadShellData(queryClient: QueryClient, demoLayer: boolean): Promise<void> {
  const demo = demoLayer ? [messagesQuery, notificationsQuery, chatsQuery, shortcutsQuery] : [];
  await Promise.all([
    queryClient.ensureQueryData(navigationQuery),
    ...demo.map((query) => queryClient.ensureQueryData(query).catch(() => [])),
  ]);
}
