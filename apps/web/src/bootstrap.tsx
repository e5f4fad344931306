import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchClientConfig } from '@/shared/config/fetch-client-config';
import { DEFAULT_CLIENT_CONFIG, setClientConfig } from '@/shared/config/client-config';
import { isFirstViewPath } from '@/shared/i18n/first-view';
import { bankTextsSettled, initI18n, loadRestOfTexts } from '@/shared/i18n/i18n';
import { prerenderedPage, prerenderedPageTakesInput } from '@/shared/ui/prerendered-page';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';

/** How long the start waits for the first page before it renders the loading bar instead. */
const FIRST_PAGE_WAIT_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Hands the main thread back to the browser (a paint, a tap): what follows runs as a task of its own. */
const yieldToBrowser = () => sleep(0);

/** Takes the client config and the translations (asked for by main.tsx) and renders; the demo worker starts later, with the signed-in layout. */
async function start() {
  const [config] = await Promise.all([
    fetchClientConfig().catch((error: unknown) => {
      console.warn('Client configuration unavailable; starting without the demo layer.', error);
      return DEFAULT_CLIENT_CONFIG;
    }),
    initI18n({ startsOnFirstView: isFirstViewPath(location.pathname) }),
  ]);
  setClientConfig(config);

  // The start's heavy steps, each a task of its own instead of one long task (on a slow phone, a tap waits for it).
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // The first page's guards, code and data before the first render, which then draws that page once, as a transition,
  // instead of the loading bar and then the whole page in one synchronous render; and the bank's texts, which would
  // redraw it all again. The logo stays meanwhile; a page slower than this gets the loading bar. A page the server sent
  // drawn (decision 048) stays until its own code is in, however long that takes: the app's page takes its form over.
  const overDrawnPage = prerenderedPage() !== null;
  const pageLoaded = router.load().catch(() => {});
  if (overDrawnPage) await pageLoaded;
  await Promise.race([Promise.all([pageLoaded, bankTextsSettled()]), sleep(FIRST_PAGE_WAIT_MS)]);
  await yieldToBrowser();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  const render = () =>
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
  // for one long task (on a slow phone, hundreds of milliseconds in which a tap waits); the logo stays meanwhile.
  // Over a drawn page with a form (the sign-in page, decision 048) it renders in one task instead: the page reads what
  // the customer typed into the drawn form, and nothing typed may fall between that reading and the form's replacement.
  if (prerenderedPageTakesInput()) render();
  else startTransition(render);

  // The texts the next page may need, once this one is drawn and the browser is idle (decision 046).
  whenIdle(() => void loadRestOfTexts());
}

/** Runs `task` when the browser has nothing else to do (soon after a second at the latest). */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 1500 });
  else setTimeout(task, 1000);
}

export { start };
