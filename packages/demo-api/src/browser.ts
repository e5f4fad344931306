import { setupWorker, type SetupWorker } from 'msw/browser';
import { configureDemo, type DemoOptionsInput } from './config.ts';
import { handlers } from './handlers/index.ts';
import { persistDemoData } from './store.ts';

const WORKER_URL = '/demo-worker.js';

/**
 * A page the worker is registered for but does not control (a hard reload, or a navigation while the worker was
 * still activating) must load again to be answered by it. A page with no registration at all needs no reload:
 * `worker.start()` registers the worker and resolves once it controls the page (it claims its clients). MSW would reload too, but only after starting an
 * unawaited registration update that the reload then breaks, which surfaces as an error in the console; reloading
 * first avoids that.
 */
async function mustReloadToBeControlled(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return false;
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.some((registration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      worker?.scriptURL.endsWith(WORKER_URL),
    ),
  );
}

/**
 * On every start MSW asks the browser to look for a newer worker script and does not wait for the answer; a page
 * that navigates away meanwhile abandons that check, which then rejects. Nothing depends on the check, so that one
 * rejection is handled here rather than reported as an error.
 */
function ignoreAbandonedUpdateCheck(event: PromiseRejectionEvent) {
  const message: unknown = (event.reason as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.startsWith('Failed to update a ServiceWorker'))
    event.preventDefault();
}

/**
 * Starts the demo layer in the browser: the Service Worker at /demo-worker.js (written into the web app's
 * public folder by its predev/prebuild step) answers the demo paths with the specification's delays; every other
 * request goes to the real server. The web app calls it when the signed-in layout is first entered, before that
 * layout's first demo request, when the client config turns the demo layer on (never on a guest page). While the
 * page reloads to come under the worker's control, the returned promise never settles.
 */
export async function startDemoWorker(options: DemoOptionsInput = {}): Promise<SetupWorker> {
  if (await mustReloadToBeControlled()) {
    location.reload();
    return new Promise<never>(() => {});
  }
  configureDemo(options);
  // The demo's changes last for the browser session: a reload shows them (see store.ts).
  persistDemoData(sessionStorage);
  window.addEventListener('unhandledrejection', ignoreAbandonedUpdateCheck);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: WORKER_URL },
    quiet: true,
    onUnhandledFrame: 'bypass',
  });
  return worker;
}
