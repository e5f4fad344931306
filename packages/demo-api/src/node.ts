import { setupServer, type SetupServer } from 'msw/node';
import { configureDemo, NO_DELAYS, type DemoOptionsInput } from './config.ts';
import { handlers } from './handlers/index.ts';

/** Options for `server.listen`: requests no handler answers (outside the demo prefixes) reach the network. */
export const demoServerListenOptions = { onUnhandledFrame: 'bypass' } as const;

/**
 * The demo handlers behind MSW's Node interceptor, for tests. Delays are 0 unless `options` say otherwise
 * (pass `{ delays: SPEC_DELAYS, wait }` to observe them). Call `server.listen(demoServerListenOptions)`,
 * `resetDemoData()` between tests and `server.close()` at the end.
 */
export function createDemoServer(options: DemoOptionsInput = { delays: NO_DELAYS }): SetupServer {
  configureDemo(options);
  return setupServer(...handlers);
}
