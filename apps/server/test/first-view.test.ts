import { DrawnPageSchema } from '@taka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../src/db/schema/index.ts';
import { MINUTE, startTestApp, type TestApp } from './helpers/app.ts';
import { as, KARIM, RAHIM, refusal, signIn, type Device } from './helpers/client.ts';
import { fakeWebBuild } from './helpers/web-build.ts';

/**
 * The web build's dashboard renderer (apps/web/build/renderers.ts) stood in for by one that writes down what it was
 * handed, but the translation file (its own tests draw with the real renderer: apps/web/test/drawn-dashboard.test.ts).
 */
const ECHO_RENDERER = `export async function renderDashboardPage({ texts, ...request }) {
  return { title: 'Dashboard | Taka', markup: JSON.stringify({ ...request, title: texts.pages.dashboard.title }), css: 'main{}' };
}`;

const INDEX_HTML =
  '<!doctype html><html><head><title>Taka</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let withoutRenderer: TestApp;
let rahim: Device;
let karim: Device;
beforeAll(async () => {
  const dist = fakeWebBuild({
    'index.html': INDEX_HTML,
    '.vite/renderers/dashboard-page.js': ECHO_RENDERER,
    '.vite/route-preloads.json': JSON.stringify({
      pages: { '/dashboard': ['assets/dashboard-abc123.js'], '*': ['assets/start-abc123.js'] },
    }),
  });
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  withoutRenderer = await startTestApp({
    database: t.database,
    env: { WEB_DIST_DIR: fakeWebBuild({ 'index.html': INDEX_HTML }) },
  });
  rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
  karim = await signIn(t.app, t.clock, { email: KARIM.email });
});
afterAll(async () => {
  await withoutRenderer.close();
  await t.close();
});

const DASHBOARD = '/api/first-view/dashboard?language=en&theme=default&width=412';

/** What the renderer was handed for `device`'s drawn dashboard. */
async function drawnFor(device: Device, url = DASHBOARD) {
  const response = await as(t.app, device, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(DrawnPageSchema.parse(response.json()).markup) as {
    language: string;
    title: string;
    bankTexts: object;
    themeName: string;
    width: number;
    clientConfig: { demoLayer: boolean };
    session: { lastLoginTime: string | null; lastLoginIp: string | null };
    answers: Record<string, unknown>;
  };
}

describe('the drawn dashboard (decision 054)', () => {
  it("is drawn from the very answers the shell's and the dashboard's own requests get, never stored", async () => {
    const response = await as(t.app, rahim, { method: 'GET', url: DASHBOARD });
    expect(response.headers['cache-control']).toBe('no-store');
    const drawn = await drawnFor(rahim);
    const paths = {
      user: '/api/common/user',
      unreadAlertsCount: '/api/notification-service/instant-notification/total/unread/alerts',
      navigation: '/api/common/navigation',
      accounts: '/api/accounts',
      recentTransactions: '/api/transactions/history?size=5',
      spending: '/api/transactions/spending',
    };
    for (const [name, url] of Object.entries(paths)) {
      const own = await as(t.app, rahim, { method: 'GET', url });
      expect(drawn.answers[name], name).toEqual(own.json());
    }
    expect(drawn).toMatchObject({
      language: 'en',
      title: 'Dashboard',
      themeName: 'default',
      width: 412,
      bankTexts: {},
      clientConfig: { demoLayer: true },
      session: { lastLoginIp: null },
    });
  });

  it("draws each customer's own dashboard only", async () => {
    const forKarim = await drawnFor(karim);
    const numbers = (drawn: typeof forKarim) =>
      (drawn.answers.accounts as { accounts: { number: string }[] }).accounts.map(({ number }) => number);
    const ofRahim = numbers(await drawnFor(rahim));
    expect(numbers(forKarim).length).toBeGreaterThan(0);
    expect(numbers(forKarim).filter((number) => ofRahim.includes(number))).toEqual([]);
    expect(forKarim.answers.user).toMatchObject({ email: KARIM.email });
  });

  it('is drawn in the language and theme asked for, with the bank’s own texts', async () => {
    await t.database.db
      .update(languages)
      .set({ bilingualData: JSON.stringify({ pages: { dashboard: { title: 'Overview' } } }) })
      .where(eq(languages.code, 'bn'));
    const drawn = await drawnFor(rahim, '/api/first-view/dashboard?language=bn&theme=rose&width=1280');
    expect(drawn).toMatchObject({
      language: 'bn',
      title: 'ড্যাশবোর্ড',
      themeName: 'rose',
      width: 1280,
      bankTexts: { pages: { dashboard: { title: 'Overview' } } },
    });
  });

  it('is refused to a guest and to a locked session, as every signed-in call is', async () => {
    expect(refusal(await t.app.inject({ method: 'GET', url: DASHBOARD }))).toEqual([401, 'SESSION_REQUIRED']);
    const idle = await signIn(t.app, t.clock, { email: KARIM.email });
    t.clock.advance(6 * MINUTE);
    expect(refusal(await as(t.app, idle, { method: 'GET', url: DASHBOARD }))).toEqual([
      423,
      'SESSION_LOCKED',
    ]);
    rahim = await signIn(t.app, t.clock, { email: RAHIM.email });
    karim = await signIn(t.app, t.clock, { email: KARIM.email });
  });

  it('answers a malformed request with the fields to mend', async () => {
    for (const query of [
      'language=xx&width=412',
      'language=en',
      'language=en&width=wide',
      'language=en&width=1&theme=x',
    ]) {
      const response = await as(t.app, rahim, { method: 'GET', url: `/api/first-view/dashboard?${query}` });
      expect(refusal(response), query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('keeps the renderer to itself: no browser is sent its code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.vite/renderers/dashboard-page.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderDashboardPage');
  });

  it('is not there without the web build’s renderer', async () => {
    const device = await signIn(withoutRenderer.app, withoutRenderer.clock, { email: RAHIM.email });
    const response = await as(withoutRenderer.app, device, { method: 'GET', url: DASHBOARD });
    expect(refusal(response)).toEqual([404, 'NOT_FOUND']);
  });

  it("sends the dashboard's preload links in a template, for the app to add once its drawn page is shown", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/dashboard' })).body;
    expect(html).toContain(
      '<template id="preloads-after-paint"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dashboard-abc123.js">',
    );
    const other = (await t.app.inject({ method: 'GET', url: '/statement' })).body;
    expect(other).not.toContain('<template');
  });
});
