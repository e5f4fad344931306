import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-bengali';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchClientConfig } from '@/shared/config/fetch-client-config';
import { setClientConfig } from '@/shared/config/client-config';
import { initI18n } from '@/shared/i18n/i18n';
import { App } from '@/app/App';
import { startDemoWorker } from '@/app/start-demo-worker';

/** Fetches the client config, starts the demo worker when the demo layer is on, and renders. */
async function start() {
  const config = await fetchClientConfig().catch((error: unknown) => {
    console.warn('Client configuration unavailable; starting without the demo layer.', error);
    return { demoLayer: false, idleLockMinutes: 5 };
  });
  const demoWorkerRunning = config.demoLayer ? await startDemoWorker() : false;
  setClientConfig(config, demoWorkerRunning);
  await initI18n();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

export { start };
