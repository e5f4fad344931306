import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-bengali';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchClientConfig } from '@/shared/config/fetch-client-config';
import { setClientConfig } from '@/shared/config/client-config';
import { initI18n } from '@/shared/i18n/i18n';
import { App } from '@/app/App';

/** Fetches the client config and renders; the demo worker starts later, with the signed-in layout. */
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

export { start };
