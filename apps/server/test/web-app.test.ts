import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderCredentials } from '../src/modules/auth/render-credentials.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, deviceFor, RAHIM, SEED_PASSWORD } from './helpers/client.ts';
import { expectSubresourceHeaders } from './helpers/headers.ts';
import { fakeWebBuild } from './helpers/web-build.ts';

/**
 * A stand-in for the web build's server bundle: the page shows what the renderer was handed (the request's path,
 * the nonce, the document cookie's session and the cookies the page may read) and what the API answered the page's
 * own call, made as the app's code makes it (a relative fetch).
 */
const SERVER_BUNDLE = `
export async function renderPage(request, found) {
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('the page could not be drawn');
  if (url.pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (url.pathname === '/elsewhere') return new Response(null, { status: 307, headers: { location: '/sign-in' } });
  if (url.pathname === '/accounts-page') {
    const headers = url.searchParams.has('forge') ? { 'taka-render-credential': url.searchParams.get('forge') } : {};
    const answer = await fetch('/api/accounts', { headers });
    const body = await answer.json();
    const shown = answer.ok ? body.accounts.map((account) => account.accountNumber).join(',') : body.code;
    return new Response('<p id="status">' + answer.status + '</p><p id="accounts">' + shown + '</p>');
  }
  const config = await (await fetch('/api/meta/client-config')).json();
  const html = '<!doctype html><html><head><style nonce="' + found.nonce + '"></style></head><body>' +
    '<script nonce="' + found.nonce + '">0</script>' +
    '<p id="path">' + url.pathname + url.search + '</p><p id="session">' + found.session + '</p>' +
    '<p id="cookie">' + found.cookie + '</p><p id="demo">' + config.demoLayer + '</p></body></html>';
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
`;

const webBuild = () =>
  fakeWebBuild({
    'server/server.js': SERVER_BUNDLE,
    'client/assets/index-abc123.js': 'console.log("taka")',
    'client/assets/icon-abc123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'client/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'client/demo-worker.js': '',
  });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: webBuild() } });
});
afterAll(() => t.close());

const shown = (body: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(body)?.[1];
const nonceOf = (headers: Record<string, unknown>) =>
  /script-src 'self' 'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

/** Signs Rahim in as the web app does, answering the session and the document cookie the answer set. */
async function signInForDocuments() {
  const deviceId = randomUUID();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: RAHIM.email, password: SEED_PASSWORD, deviceUniqueId: deviceId },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return {
    setCookie,
    cookie: setCookie.split(';')[0]!,
    device: deviceFor(t.clock, response.json(), deviceId),
  };
}

const sessionShownWith = async (cookie: string) =>
  shown((await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } })).body, 'session');

describe('pages', () => {
  it('are rendered in the page renderer, with the nonce of their response on every inline tag', async () => {
    const nonces: string[] = [];
    for (const url of ['/sign-in', '/dashboard', '/sign-in?redirectURL=%2Fstatement']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(shown(response.body, 'path')).toBe(url);
      const nonce = nonceOf(response.headers);
      expect(String(response.headers['content-security-policy'])).toContain(
        `style-src 'self' 'nonce-${nonce}'`,
      );
      expect(response.body.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("have their calls to the API answered by the app itself, as a guest's", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sign-in' });
    expect(shown(page.body, 'demo')).toBe('true');
  });

  it('pass on a redirect, and answer a page that could not be drawn with a 500 and no detail', async () => {
    const moved = await t.app.inject({ method: 'GET', url: '/elsewhere' });
    expect([moved.statusCode, moved.headers.location]).toEqual([307, '/sign-in']);
    const broken = await t.app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('could not be drawn');
  });

  it('answer 503 telling to build when the web app is not built, and the API still answers', async () => {
    const unbuilt = await startTestApp({ database: t.database });
    try {
      const page = await unbuilt.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect(
        (await unbuilt.app.inject({ method: 'GET', url: '/api/meta/languages/active' })).statusCode,
      ).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('pages beyond what the renderer can draw soon', () => {
  it("are refused at once with PAGES_BUSY in the device's language, while the API answers", async () => {
    const busy = await startTestApp({
      database: t.database,
      env: { WEB_DIST_DIR: webBuild(), RENDER_QUEUE_LIMIT: '1' },
    });
    try {
      const asked = Array.from({ length: 12 }, (_, index) =>
        busy.app.inject({
          method: 'GET',
          url: '/slow',
          headers: index % 2 ? { cookie: 'taka_preferences=language%3Dbn' } : {},
        }),
      );
      const api = await busy.app.inject({ method: 'GET', url: '/api/meta/languages/active' });
      const answers = await Promise.all(asked);

      expect(api.statusCode).toBe(200);
      const refused = answers.filter((answer) => answer.statusCode === 503);
      const drawn = answers.filter((answer) => answer.statusCode === 200);
      expect(refused.length).toBeGreaterThan(0);
      expect(drawn.length).toBeGreaterThanOrEqual(2);
      expect(refused.length + drawn.length).toBe(answers.length);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('2');
        expect(answer.headers['content-type']).toContain('text/html');
        expect(answer.headers['content-security-policy']).toBeDefined();
        expect(answer.body).toContain('data-code="PAGES_BUSY"');
        expect(answer.body).toContain('<meta http-equiv="refresh" content="2">');
      }
      // The pages asked for last are refused: those of both languages.
      expect(refused.find((answer) => answer.body.includes('lang="bn"'))?.body).toContain('খুব ব্যস্ত।');
      expect(refused.find((answer) => answer.body.includes('lang="en"'))?.body).toContain(
        'Taka is very busy just now.',
      );

      // Once the queue has drained, pages are drawn again.
      expect((await busy.app.inject({ method: 'GET', url: '/slow' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('the document cookie', () => {
  it('comes with a session, HttpOnly, Secure and SameSite=Strict, and renders pages for it', async () => {
    const { setCookie, cookie } = await signInForDocuments();
    expect(setCookie).toMatch(
      /^taka_document=[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: `taka_preferences=language%3Dbn; ${cookie}` },
    });
    expect(shown(page.body, 'session')).toBe('unlocked');
    // The page's code reads the device's preferences, never the document cookie.
    expect(shown(page.body, 'cookie')).toBe('taka_preferences=language%3Dbn');
  });

  it('is no credential for any API call', async () => {
    const { cookie } = await signInForDocuments();
    const call = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie } });
    expect([call.statusCode, call.json().code]).toEqual([401, 'SESSION_REQUIRED']);
  });

  it('renders a guest page when forged', async () => {
    expect(await sessionShownWith(`taka_document=${randomUUID()}.c2VhbGVkLWJ5LXNvbWVvbmUtZWxzZQ`)).toBe(
      'null',
    );
  });

  it("has the page's calls answered as its session's, and only while that session stands", async () => {
    const { cookie, device } = await signInForDocuments();
    const accountsPage = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `/accounts-page${query}`, headers: { cookie } })).body;
    const ownAccounts = (await as(t.app, device, { method: 'GET', url: '/api/accounts' }))
      .json<{ accounts: { accountNumber: string }[] }>()
      .accounts.map((account) => account.accountNumber);
    expect(ownAccounts.length).toBeGreaterThan(0);
    const page = await accountsPage();
    expect([shown(page, 'status'), shown(page, 'accounts')]).toEqual(['200', ownAccounts.join(',')]);
    // A credential the page's code makes up is dropped: the page's calls carry the renderer's own.
    expect(shown(await accountsPage('?forge=made-up'), 'status')).toBe('200');
    const guestPage = (await t.app.inject({ method: 'GET', url: '/accounts-page?forge=made-up' })).body;
    expect([shown(guestPage, 'status'), shown(guestPage, 'accounts')]).toEqual(['401', 'SESSION_REQUIRED']);

    await as(t.app, device, { method: 'POST', url: '/api/auth/sign-out' });
    expect(shown(await accountsPage(), 'accounts')).toBe('SESSION_REQUIRED');
  });

  it('is no render credential either, nor is a made-up one', async () => {
    const { cookie } = await signInForDocuments();
    const [sessionId] = cookie.slice('taka_document='.length).split('.');
    for (const credential of [sessionId!, 'made-up', cookie]) {
      const call = await t.app.inject({
        method: 'GET',
        url: '/api/accounts',
        headers: { 'taka-render-credential': credential },
      });
      expect([call.statusCode, call.json().code], credential).toEqual([401, 'SESSION_REQUIRED']);
    }
  });

  it('says its session is locked once idle, and renders a guest page once it is signed out', async () => {
    const { cookie, device } = await signInForDocuments();
    t.clock.advance(6 * 60_000);
    expect(await sessionShownWith(cookie)).toBe('locked');
    const signOut = await as(t.app, device, { method: 'POST', url: '/api/auth/sign-out' });
    expect(signOut.statusCode).toBe(200);
    expect(String(signOut.headers['set-cookie'])).toMatch(/^taka_document=; Path=\/; Max-Age=0;/);
    expect(await sessionShownWith(cookie)).toBe('null');
  });
});

describe('render credentials', () => {
  it('name their session until their page is done, and are each their own', () => {
    const credentials = createRenderCredentials();
    const first = credentials.issue('session-1');
    const second = credentials.issue('session-1');
    const [firstValue] = Object.values(first.headers);
    const [secondValue] = Object.values(second.headers);
    expect(firstValue).not.toBe(secondValue);
    expect(credentials.sessionOf(firstValue!)).toBe('session-1');
    first.end();
    expect(credentials.sessionOf(firstValue!)).toBeUndefined();
    expect(credentials.sessionOf(secondValue!)).toBe('session-1');
  });
});

describe('files', () => {
  it('are served hashed for a year and others revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSubresourceHeaders(asset.headers);
    // An SVG can be opened as a document and run script: it keeps the document's headers.
    const svg = await t.app.inject({ method: 'GET', url: '/assets/icon-abc123.svg' });
    expect(svg.headers['content-security-policy']).toBeDefined();
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect([favicon.statusCode, favicon.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('send a browser asking for /favicon.ico to the app icon', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect([icon.statusCode, icon.headers.location]).toEqual([301, '/images/logo.svg']);
  });

  it('answer a missing file with a 404, never a page', async () => {
    for (const url of ['/assets/index-gone123.js', '/assets/nope', '/robots.txt', '/app.webmanifest']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect([missing.statusCode, missing.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
  });
});
