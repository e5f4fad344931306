import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoData } from '@taka/demo-api';
import { createDemoServer, demoServerListenOptions } from '@taka/demo-api/node';

/**
 * The demo layer's real handlers behind MSW's Node interceptor for this test file (no delays), reseeded after each
 * test: a demo screen's component test runs against what the browser's worker would answer.
 */
export function serveDemoHandlers(): void {
  const server = createDemoServer();
  beforeAll(() => server.listen(demoServerListenOptions));
  afterEach(() => resetDemoData());
  afterAll(() => server.close());
}
