import { LOCKED_KEY, SESSION_KEY } from '@/shared/session/storage-keys';
import type { DrawnDashboardQuery, DrawnPage } from '@taka/contracts';
import { fetchEarly, signedHeaders, type EarlySigning } from './early-fetch';

/** What the signed-in shell asks for on every page: the customer, the unread alerts' count, the navigation. */
export const SHELL_REQUESTS = {
  user: '/api/common/user',
  unreadAlertsCount: '/api/notification-service/instant-notification/total/unread/alerts',
  navigation: '/api/common/navigation',
} as const;

/** What the dashboard asks for: the accounts, the newest transactions, the last 30 days' spending. */
export const DASHBOARD_REQUESTS = {
  accounts: '/api/accounts',
  recentTransactions: '/api/transactions/history?size=5',
  spending: '/api/transactions/spending',
} as const;

/** The pages that open on the dashboard for a signed-in customer. */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/** Whether `pathname` opens on the dashboard for a signed-in customer. */
export const opensOnDashboard = (pathname: string) => DASHBOARD_PATHS.has(pathname.replace(/(.)\/$/, '$1'));

/** The stored session's signing parts, read without the app's schemas; null for a guest or a locked session. */
export function storedSigning(): EarlySigning | null {
  if (localStorage.getItem(LOCKED_KEY) === 'true') return null;
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as {
      accessToken?: unknown;
      sessionKey?: unknown;
      user?: { id?: unknown };
    } | null;
    const { accessToken, sessionKey } = stored ?? {};
    const userId = stored?.user?.id;
    if (typeof accessToken !== 'string' || typeof sessionKey !== 'string' || typeof userId !== 'string')
      return null;
    return { accessToken, sessionKey, userId };
  } catch {
    return null;
  }
}

/**
 * Starts the shell's and the dashboard's GETs, signed, when a signed-in customer opens the dashboard: they run while
 * the app's code downloads instead of after it, one round trip or two less on a slow network. The app's requests
 * take their answers when made with the same session (a stale session's refusal then signs out as usual).
 */
export function fetchSignedInFirstViewEarly(pathname: string): void {
  if (!opensOnDashboard(pathname)) return;
  const signing = storedSigning();
  if (!signing) return;
  for (const path of [...Object.values(SHELL_REQUESTS), ...Object.values(DASHBOARD_REQUESTS)])
    fetchEarly(path, signing);
}

const isDrawnPage = (page: unknown): page is DrawnPage =>
  typeof page === 'object' &&
  page !== null &&
  ['title', 'markup', 'css'].every((key) => typeof (page as Record<string, unknown>)[key] === 'string');

/**
 * The signed-in customer's dashboard drawn by the server (decision 054), checked without the app's schemas (main.tsx
 * asks for it before they have arrived); null when refused (an expired session, which the app then handles as usual)
 * or failed.
 */
export async function fetchDrawnDashboard(
  signing: EarlySigning,
  { language, theme, width }: DrawnDashboardQuery,
): Promise<DrawnPage | null> {
  const query = new URLSearchParams({ language, theme, width: String(width) });
  try {
    const response = await fetch(`/api/first-view/dashboard?${query}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(await signedHeaders(signing)) },
    });
    const page: unknown = response.ok ? await response.json() : null;
    return isDrawnPage(page) ? page : null;
  } catch {
    return null;
  }
}
