export { handlers } from './handlers/index.ts';
export { resetDemoData } from './store.ts';
export { configureDemo, NO_DELAYS, SPEC_DELAYS } from './config.ts';
export type { DemoDelays, DemoOptionsInput } from './config.ts';
export { DEMO_PATH_PREFIXES, isDemoPath } from './lib/http.ts';
export { DemoApiError, demoFetch, readDemoResponse } from './client.ts';
