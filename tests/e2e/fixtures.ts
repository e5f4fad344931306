import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxMessage, TestCustomer, TestCustomerRequest } from '@taka/contracts';

/** Who signs in: an e-mail and a password. */
export type Credentials = { email: string; password: string };

/**
 * The seeded demo customer (README), whose seeded history the statement and dashboard tests read. No test changes
 * him (decision 020): a test that changes anything signs in as a customer of its own.
 */
export const DEMO_USER: Credentials = { email: 'rahim@demo.taka', password: 'Taka#2026' };

/**
 * A new customer of the test's own (POST /api/dev/customers, decision 020), signed up, with fresh e-mail, mobile
 * and accounts; by default a savings account of ৳2,50,000 and a current account of ৳1,20,000.
 */
export async function newCustomer(
  request: APIRequestContext,
  order: TestCustomerRequest = {},
): Promise<TestCustomer> {
  const answer = await request.post('/api/dev/customers', { data: order });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as TestCustomer;
}

/**
 * The code of the newest SMS to `mobileNumber` that `matches`, from the development outbox, once it is there. Only
 * that number's messages are read, so tests side by side never read each other's codes.
 */
export async function codeSentTo(
  request: APIRequestContext,
  mobileNumber: string,
  matches: (message: OutboxMessage) => boolean,
): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?to=${mobileNumber}&limit=200`);
      const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
      code = messages.find(matches)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

const allowedErrors = new WeakMap<Page, RegExp[]>();

/**
 * `page` here fails the test on any console error, uncaught page error or Content-Security-Policy violation
 * (Chromium reports violations on the console; the listener also catches any it does not).
 */
export const test = base.extend<{ customer: TestCustomer }>({
  /** The test's own customer with the default accounts, made when a test asks for it. */
  customer: async ({ request }, use) => {
    await use(await newCustomer(request));
  },
  page: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    allowedErrors.set(page, allowed);
    const problems: string[] = [];
    const record = (text: string) => {
      if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
    };
    page.on('console', (message) => {
      if (message.type() === 'error') record(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => record(`page error: ${error.message}`));
    await page.exposeFunction('__reportCspViolation', (text: string) => record(`CSP violation: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    await use(page);
    expect(problems, 'console errors, page errors and CSP violations').toEqual([]);
  },
});

/**
 * Until unrouted, calls to `url` answer as an idle-locked session's would (423 SESSION_LOCKED), so the app sends the
 * customer to unlock-session; the console error that answer logs is allowed.
 */
export async function answerSessionLocked(page: Page, url: string) {
  allowConsoleError(page, /status of 423/);
  await page.context().route(url, (route) =>
    route.fulfill({
      status: 423,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 423, code: 'SESSION_LOCKED', message: 'The session is locked.' }),
    }),
  );
}

/** Lets `page` log console errors matching `pattern`: only for failures the test causes on purpose. */
export function allowConsoleError(page: Page, pattern: RegExp) {
  allowedErrors.get(page)?.push(pattern);
}

export { expect };

/**
 * How long a fresh browser context may take to show the signed-in shell: the app's start, the demo worker's
 * registration and the shell's lists. About 1.2 s on an idle machine, past 5 s with both workers busy on a slow
 * 2-core one (a full run failed a test twice on it). A wait for readiness, not a measure of speed.
 */
export const SHELL_START_MS = 15_000;

/**
 * Signs `who` in through the API, as the sign-in page does (session and device id in localStorage), and opens
 * `path`. The sign-in page itself is driven by `signInThroughForm` in the tests of signing in.
 */
export async function signIn(page: Page, who: Credentials, path = '/dashboard') {
  const deviceUniqueId = randomUUID();
  const { email, password } = who;
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password, deviceUniqueId } });
  expect(answer.status(), await answer.text()).toBe(200);
  const session = await answer.text();
  // localStorage belongs to the app's origin: a small JSON answer of it opens the origin without booting the app.
  await page.goto('/api/meta/client-config');
  await page.evaluate(
    (stored) => {
      localStorage.setItem('taka.session', stored.session);
      localStorage.setItem('taka.deviceUniqueId', stored.deviceUniqueId);
    },
    { session, deviceUniqueId },
  );
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await appStarted(page);
  // The shell starts the demo layer's worker: a page opened while it still activates loads again to come under it
  // (packages/demo-api/src/browser.ts), which would cut a test's next navigation short.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: SHELL_START_MS,
  });
}

/**
 * Waits until the app has taken `target` over from the server's drawing: React keeps its fiber on it and the app has
 * committed the page (apps/web/src/shared/ssr/app-committed.ts).
 */
export async function untilHydrated(target: Locator) {
  await expect(target).toBeVisible({ timeout: SHELL_START_MS });
  await expect
    .poll(
      () =>
        target.evaluate(
          (element) =>
            (window as unknown as { __takaAppCommitted?: boolean }).__takaAppCommitted === true &&
            Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      {
        timeout: SHELL_START_MS,
      },
    )
    .toBe(true);
}

/**
 * Waits for the signed-in shell, drawn by the server and taken over by the app: a test acts on the app as a customer
 * does once it answers.
 */
export const appStarted = (page: Page) => untilHydrated(page.getByRole('button', { name: 'Toggle menu' }));

/**
 * Makes `language` the one this device chose, as the language menu does: in the preferences cookie the server reads
 * with every page it renders.
 */
export async function chooseLanguageOnDevice(page: Page, language: 'en' | 'bn' | 'tr') {
  await page.context().addCookies([
    {
      name: 'taka_preferences',
      value: encodeURIComponent(`language=${language}`),
      url: new URL('/', page.url()).href,
    },
  ]);
}

/** Signs `who` in through the sign-in form (opened at `from`) and waits for the landing page. */
export async function signInThroughForm(page: Page, who: Credentials, from = '/sign-in') {
  await page.goto(from);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await appStarted(page);
}

/**
 * Waits until no CSS transition or finite animation is running: axe measures the colours as drawn, and a menu
 * fading in or a button changing colour fails the contrast check halfway. Spinners, which never end, and paused
 * animations are left alone.
 */
export async function untilStill(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round++) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * `target` once it is shown and the page stands still: inside a panel growing in or a list sliding open, a click (or
 * a drag's lift, which measures the items) aimed at it while it moves lands beside it. Waiting for it to be shown
 * first means the motion has begun, so the wait is for its end.
 */
export async function whenStill(target: Locator): Promise<Locator> {
  await expect(target).toBeVisible();
  await untilStill(target.page());
  return target;
}

/**
 * The WCAG 2.1 A/AA violations axe finds on the page as it is. axe runs in the page itself (legacy mode: the app has
 * no cross-origin frames, and the default mode opens and closes a page of its own on every run to merge frames'
 * results) and keeps only the violations: a third of the time (1.3 s -> 0.45 s).
 */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // options() replaces the whole options object: before withTags, which sets its runOnly
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/**
 * Fails with the list of violations axe finds on the page once it stands still. A transition that starts while axe
 * runs (a toast closing by itself after six seconds) is measured halfway, its colours blended: what axe found is
 * measured once more when the page stands still again, and only what is still there fails the test.
 */
export async function expectAccessible(page: Page) {
  await untilStill(page);
  let violations = await axeViolations(page);
  if (violations.length > 0) {
    await untilStill(page);
    violations = await axeViolations(page);
  }
  expect(violations, 'axe WCAG 2.1 AA violations').toEqual([]);
}
