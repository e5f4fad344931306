import { routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';

const store = createStore('dashboards', async () => {
  const [{ buildAnalytics }, { buildCrypto }, { buildFinance }, { buildProject }, { buildActivities }] =
    await Promise.all([
      import('../seed/dashboards/analytics.ts'),
      import('../seed/dashboards/crypto.ts'),
      import('../seed/dashboards/finance.ts'),
      import('../seed/dashboards/project.ts'),
      import('../seed/dashboards/activities.ts'),
    ]);
  const now = Date.now();
  return {
    analytics: buildAnalytics(now),
    crypto: buildCrypto(now),
    finance: buildFinance(now),
    project: buildProject(now),
    activities: buildActivities(now),
  };
});
const route = routeWith(store);

export const dashboardsHandlers = [
  route('get', '/api/dashboards/analytics', () => store.data.analytics),
  route('get', '/api/dashboards/crypto', () => store.data.crypto),
  route('get', '/api/dashboards/finance', () => store.data.finance),
  route('get', '/api/dashboards/project', () => store.data.project),
  route('get', '/api/pages/activities', () => store.data.activities),
];
