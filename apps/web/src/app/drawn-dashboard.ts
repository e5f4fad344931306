// Runs in main.tsx, before the app's code has arrived: no library here.
import { storedMenuPreferences } from '@/features/layout/main/stored-menu-preferences';
import type { EarlySigning } from '@/shared/api/early-fetch';
import { fetchDrawnDashboard, opensOnDashboard, storedSigning } from '@/shared/api/first-view-requests';
import { storedLanguage } from '@/shared/i18n/languages';
import { storedThemeName } from '@/shared/theme/theme-names';
import { showDrawnPage } from '@/shared/ui/prerendered-page';

/** How long the app's code waits for the drawn dashboard before it is asked for all the same. */
export const DRAWN_DASHBOARD_WAIT_MS = 3000;

/**
 * Asks the server for the signed-in customer's dashboard drawn to HTML (decision 054) when `pathname` opens on it,
 * and shows it as soon as it comes, unless the app's code has been asked for meanwhile (`tooLate`). Null when there
 * is none to ask for: a guest, a locked session, a menu the server does not draw (it draws the default one). Else
 * resolves, never rejects, once it is shown or will not be: a refusal (an expired session, which the app then
 * handles as usual) or a failure.
 */
export function showDrawnDashboard(pathname: string, tooLate: () => boolean): Promise<void> | null {
  const signing = storedSigning();
  const menu = storedMenuPreferences();
  if (!opensOnDashboard(pathname) || !signing || menu.variant !== 'default' || menu.appearance !== 'default')
    return null;
  return fetchAndShow(signing, tooLate);
}

async function fetchAndShow(signing: EarlySigning, tooLate: () => boolean): Promise<void> {
  const page = await fetchDrawnDashboard(signing, {
    language: storedLanguage(),
    theme: storedThemeName(),
    width: Math.round(window.innerWidth),
  });
  if (page && !tooLate()) showDrawnPage(page);
}
