import { route } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { buildAnalytics } from '../seed/dashboards/analytics.ts';
import { buildCrypto } from '../seed/dashboards/crypto.ts';
import { buildFinance } from '../seed/dashboards/finance.ts';
import { buildProject } from '../seed/dashboards/project.ts';
import { buildActivities } from '../seed/dashboards/activities.ts';

const store = createStore(() => {
  const now = Date.now();
  return {
    analytics: buildAnalytics(now),
    crypto: buildCrypto(now),
    finance: buildFinance(now),
    project: buildProject(now),
    activities: buildActivities(now),
  };
});

export const dashboardsHandlers = [
  route('get', '/api/dashboards/analytics', () => store.data.analytics),
  route('get', '/api/dashboards/crypto', () => store.data.crypto),
  route('get', '/api/dashboards/finance', () => store.data.finance),
  route('get', '/api/dashboards/project', () => store.data.project),
  route('get', '/api/pages/activities', () => store.data.activities),
];
