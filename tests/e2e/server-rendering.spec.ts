// Every page comes from the server drawn (decision 057): guest pages rendered there, in the device's language, for
// the session its document cookie names, with the response's nonce on every inline script.
import type { Page } from '@playwright/test';
import {
  allowConsoleError,
  appStarted,
  chooseLanguageOnDevice,
  expect,
  newCustomer,
  signIn,
  test,
} from './fixtures.ts';
import { accountNumber, transferThroughApi } from './money-helpers.ts';

/** The page as the server sent it, before any of the app's code has run: no script loads. */
async function withoutTheAppsCode(page: Page) {
  allowConsoleError(page, /Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
}

test('the sign-in page is on screen, in the device language, before the app has run', async ({ page }) => {
  await page.goto('/api/meta/client-config');
  await chooseLanguageOnDevice(page, 'bn');
  await withoutTheAppsCode(page);
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'সাইন ইন', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'সাইন ইন করুন', exact: true })).toBeVisible();
});

test('what is typed and sent before the app has taken the page over is signed in by the app', async ({
  page,
  customer,
}) => {
  // The app takes over once its texts are in: held back, the customer is quicker than the app.
  await page.route(/\/i18n\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  // The browser never sent the form itself: one document, the sign-in page, and no password in any address.
  expect(documents).toEqual([`GET ${new URL('/sign-in', page.url()).href}`]);
});

/** The bank's answers the pages below show; the demo layer's lists are the browser's own (its worker). */
const PAGE_DATA = /^\/api\/(accounts|statement|transactions|disputes|beneficiaries)\b/;

test('a signed-in page comes with what it shows: drawn before the app has run, asked for again by no one', async ({
  page,
  customer,
  request,
}) => {
  const payee = await newCustomer(request);
  const sent = await transferThroughApi(request, customer, accountNumber(payee, 'savings'), '12.50');
  await signIn(page, customer);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (PAGE_DATA.test(pathname)) asked.push(pathname + search);
  });
  for (const path of ['/statement', '/transaction-history', '/fund-transfer/bank-account-other']) {
    await page.goto(path);
    await appStarted(page);
  }
  await page.goto('/dashboard');
  await appStarted(page);
  expect(asked).toEqual([]);

  // Off the app first: its last page would go on loading code that is no longer sent.
  await page.goto('/api/meta/client-config');
  await withoutTheAppsCode(page);
  await page.goto('/statement');
  await expect(page.getByRole('table').getByText('Opening balance')).toBeVisible();
  await page.goto('/transaction-history');
  await expect(page.getByRole('button', { name: sent.transactionId })).toBeVisible();
});

test('every inline script of a page carries the nonce of its response', async ({ page }) => {
  const response = await page.request.get('/sign-in');
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1];
  expect(nonce).toBeDefined();
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !attributes.includes('type="application/json"'));
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('the document cookie renders pages for its session only, and no API takes it', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const cookie = (await page.context().cookies()).find((each) => each.name === 'taka_document');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

  // Signed in: the server itself sends a guest page's visitor on.
  const signedIn = await page.request.get('/sign-in', { maxRedirects: 0 });
  expect(signedIn.status()).toBe(307);
  expect(signedIn.headers().location).toMatch(/\/dashboard$/);
  // The cookie is no credential for the API.
  expect((await page.request.get('/api/accounts')).status()).toBe(401);

  // Signed out, the cookie is gone; and one kept from before renders nothing for its ended session.
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await page.context().cookies()).some((each) => each.name === 'taka_document')).toBe(false);
  await page.context().addCookies([cookie!]);
  const ended = await page.request.get('/sign-in', { maxRedirects: 0 });
  expect(ended.status()).toBe(200);
});

test('a signed-in page drawn for a browser that no longer keeps its session goes on to sign-in', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page.evaluate(() => localStorage.clear());
  // The page's own calls, made before it goes on, are refused: they carry no session.
  allowConsoleError(page, /status of 401/);
  await page.goto('/statement');
  await expect(page).toHaveURL('/sign-in?redirectURL=%2Fstatement');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a forged document cookie renders a guest page', async ({ page }) => {
  await page.goto('/api/meta/client-config');
  await page.context().addCookies([
    {
      name: 'taka_document',
      value: `${crypto.randomUUID()}.forged`,
      url: new URL('/', page.url()).href,
      secure: true,
    },
  ]);
  const response = await page.request.get('/sign-in', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});
