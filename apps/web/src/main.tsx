// The app's styles (the fonts' faces, what the sign-in page draws without MUI, decision 047): index.html links them,
// so they download with the first files instead of after the libraries.
import '@fontsource-variable/inter';
import '@/shared/theme/fonts/inter-english.css';
import '@fontsource-variable/noto-sans-bengali';
import '@/shared/theme/fonts/taka-sign.css';
import '@/shared/ui/plain/plain.css';
import '@/features/layout/guest/guest-layout.css';
import { DRAWN_DASHBOARD_WAIT_MS, showDrawnDashboard } from '@/app/drawn-dashboard';
import { fetchEarly } from '@/shared/api/early-fetch';
import { fetchSignedInFirstViewEarly } from '@/shared/api/first-view-requests';
import { isFirstViewPath } from '@/shared/i18n/first-view';
import { bankTextsPath, storedLanguage, textsPath } from '@/shared/i18n/languages';
import { PRELOADS_AFTER_PAINT_ID, prerenderedPage, watchPrerenderedPage } from '@/shared/ui/prerendered-page';

// What the first render needs besides the code, asked for first: this chunk imports no library, so it runs as soon as
// the page has it, not once the libraries have arrived. The bank's texts would otherwise wait for i18next's start,
// a signed-in customer's dashboard and shell for the router's loaders. Under a drawn page the server leaves the code's
// preload links in a template (decisions 048, 054): they join the page here.
function askForWhatTheAppNeeds() {
  const preloads = document.getElementById(PRELOADS_AFTER_PAINT_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  const language = storedLanguage();
  fetchEarly('/api/meta/client-config');
  fetchEarly(textsPath(language, 'first'));
  // A page outside the first view draws from the rest of the texts too (decision 046).
  if (!isFirstViewPath(location.pathname)) fetchEarly(textsPath(language, 'rest'));
  fetchEarly(bankTextsPath(language));
  fetchSignedInFirstViewEarly(location.pathname);
}

// The sign-in page the server may have sent drawn (decision 048) needs nothing more to be seen, and the signed-in
// customer's dashboard is asked for drawn (decision 054): what the app needs is asked for once the drawn page is on
// screen (or will not be), so that on a slow link its first paint shares the link with nothing. A button pressed on
// it meanwhile is pressed again once the app has drawn its page.
let askedForTheApp = false;
const drawnPage: Promise<void> | null =
  prerenderedPage() !== null
    ? Promise.resolve()
    : showDrawnDashboard(location.pathname, () => askedForTheApp);
if (drawnPage === null) askForWhatTheAppNeeds();
const drawnPageShown = Promise.race([
  drawnPage,
  new Promise<void>((resolve) => setTimeout(resolve, DRAWN_DASHBOARD_WAIT_MS)),
]).then(watchPrerenderedPage);

/**
 * Resolves once the browser has painted index.html (its logo, or the drawn page) and is free again. The app's code
 * waits for it: on a fast connection the code is there before the first frame and would run ahead of it, holding
 * the first paint. A hidden tab draws no frames, hence the timer.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The libraries are evaluated one chunk per task (decision 039): the framework's first, with Zod told not to compile
// with `new Function` (forbidden by the CSP) before any schema is built; then the bootstrap, the app's own code
// (MUI's, for a page drawn with it, comes with the first page: app/mui-app-layer.tsx). Their chunks are downloading
// meanwhile (the server's modulepreload links, decision 027).
void drawnPageShown
  .then(afterFirstPaint)
  .then(() => {
    askedForTheApp = true;
    if (drawnPage !== null) askForWhatTheAppNeeds();
  })
  .then(() => import('@/shared/config/zod-without-eval'))
  .then(nextTask)
  .then(() => import('./bootstrap'))
  .then(({ start }) => start());
