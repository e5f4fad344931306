import { setupWorker, type SetupWorker } from 'msw/browser';
import { configureDemo, type DemoOptionsInput } from './config.ts';
import { handlers } from './handlers/index.ts';

/**
 * Starts the demo layer in the browser: the Service Worker at /mockServiceWorker.js (copied into the web app's
 * public folder by its predev/prebuild step) answers the demo paths with the specification's delays; every other
 * request goes to the real server. Call it before the app renders, when the client config turns the demo layer on.
 */
export async function startDemoWorker(options: DemoOptionsInput = {}): Promise<SetupWorker> {
  configureDemo(options);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledFrame: 'bypass',
  });
  return worker;
}
