import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-bengali';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchClientConfig } from '@/shared/config/fetch-client-config';
import { setClientConfig } from '@/shared/config/client-config';
import { initI18n } from '@/shared/i18n/i18n';
import { App } from '@/app/App';

/** Takes the client config and the translations (asked for by main.tsx) and renders; the demo worker starts later, with the signed-in layout. */
async function start() {
  const [config] = await Promise.all([
    fetchClientConfig().catch((error: unknown) => {
      console.warn('Client configuration unavailable; starting without the demo layer.', error);
      return { demoLayer: false, idleLockMinutes: 5 };
    }),
    initI18n(),
  ]);
  setClientConfig(config);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
  // for one long task (on a slow phone, hundreds of milliseconds in which a tap waits); the logo stays meanwhile.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

export { start };
