/**
 * Writes the demo layer's Service Worker into a web app's public folder (the web app's prebuild and predev step):
 * MSW's own worker, and demo-worker.js in front of it, which is the one registered. Only requests for the demo
 * paths go on to MSW, which hands each to the page to answer; every other request (the bank's own API, scripts,
 * styles, fonts, images) goes straight to the network instead of taking a round trip through the page's busy main
 * thread first. Usage: node write-browser-worker.ts <public folder>
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { DEMO_PATH_PREFIXES } from '../src/lib/http.ts';

const publicDir = resolve(process.argv[2] ?? 'public');
const mswWorker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
copyFileSync(mswWorker, join(publicDir, 'mockServiceWorker.js'));

const demoWorker = `// Written by packages/demo-api/scripts/write-browser-worker.ts; do not edit.
// A fetch event this listener stops reaches no other listener, and with no response given the browser fetches it.
const DEMO_PATH_PREFIXES = ${JSON.stringify(DEMO_PATH_PREFIXES)};

addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const isDemoPath =
    url.origin === location.origin &&
    DEMO_PATH_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix + '/'));
  if (!isDemoPath) event.stopImmediatePropagation();
});

// MSW unregisters its worker once the last page it served closes. Every page of the bank is a document of its own,
// so a page left for the next would leave the next one uncontrolled, to be loaded again to come under the worker
// (src/browser.ts): the worker stays registered. A page that never starts the demo layer is not answered by it.
self.registration.unregister = () => Promise.resolve(false);

importScripts('./mockServiceWorker.js');
`;
writeFileSync(join(publicDir, 'demo-worker.js'), demoWorker);
