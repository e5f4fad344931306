import { defineConfig, devices } from '@playwright/test';
import { NOTIFICATION_SERVICE_TOKEN } from './tests/e2e/service-token.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * End-to-end tests against the real built app served by the real server, on a fresh embedded database each run,
 * in the system Chromium (no browser download).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Every test that changes anything signs in as a customer of its own (decision 020), so tests run side by side:
  // two in CI (two cores), Playwright's default (half the cores) elsewhere. Times measured are in decision 020.
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Only catches a hang: the slowest flows take 25 s on a slow 2-core machine, and machines differ threefold.
  timeout: 60_000,
  expect: {
    // A page opened or reloaded starts the app afresh: past 5 s on a slow 2-core machine with both workers busy (a
    // task's not-found page failed so once; a reload's redirect waits for the app's start, SHELL_START_MS, in
    // fixtures.ts). A wait for readiness, not a measure of speed.
    timeout: 10_000,
  },
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test cost time on each action; a failure in CI is retried once, with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Builds the app and serves it from a temporary folder of the run's own, which it removes once stopped.
    command: 'node_modules/.bin/node tests/e2e/web-server.ts',
    url: `${BASE_URL}/api/meta/client-config`,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test signs in; the production limit would throttle the suite, not protect anything.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      MONEY_RATE_LIMIT_PER_MINUTE: '10000',
      // The tests publish notifications as the bank's other systems do.
      NOTIFICATION_SERVICE_TOKEN,
    },
  },
});
