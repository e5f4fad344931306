import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../src/db/schema/index.ts';
import { bankTextsCheck, type PrerenderedPage } from '../src/plugins/external/prerendered-pages.ts';
import { startTestApp, TestClock, type TestApp } from './helpers/app.ts';
import { fakeWebBuild } from './helpers/web-build.ts';

/** The sign-in page as the web build draws it (apps/web/build/prerender-sign-in.ts), in short. */
const SIGN_IN: PrerenderedPage = {
  language: 'en',
  title: 'Sign in | Taka',
  markup: '<div class="prerendered"><h1>Sign in</h1><form><input name="email"></form></div>',
  textKeys: ['app.name', 'auth.fields.email', 'auth.signIn.title'],
};
const DRAWN = '<div id="root"><div class="prerendered"><h1>Sign in</h1>';
const PRELOAD = '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/start-abc123.js">';

const webBuild = () =>
  fakeWebBuild({
    'index.html':
      '<!doctype html><html><head><title>Taka</title><style nonce="__CSP_NONCE__">body{margin:0}</style></head>' +
      '<body><div id="root"><img class="boot-logo" alt=""></div></body></html>',
    '.vite/prerendered-pages.json': JSON.stringify({ pages: [{ paths: ['/', '/sign-in'], ...SIGN_IN }] }),
    '.vite/route-preloads.json': JSON.stringify({
      pages: { '/sign-in': ['assets/start-abc123.js'], '*': ['assets/start-abc123.js'] },
    }),
  });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: webBuild() } });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url }).then((response) => response.body);
const setBankTexts = async (texts: object) => {
  await t.database.db
    .update(languages)
    .set({ bilingualData: JSON.stringify(texts) })
    .where(eq(languages.code, 'en'));
  // The server reads the bank's texts at most once a minute.
  t.clock.advance(61_000);
};

describe('the sign-in page drawn by the build (decision 048)', () => {
  it('comes inside index.html for / and /sign-in, in front of the logo, with its window title', async () => {
    for (const url of ['/', '/sign-in', '/sign-in/?redirectURL=%2Fstatement']) {
      const html = await page(url);
      expect(html, url).toContain(DRAWN);
      expect(html, url).toContain('<img class="boot-logo" alt=""></div>');
      expect(html, url).toContain('<title>Sign in | Taka</title>');
      // The app's code is asked for once the page is on screen (main.tsx takes the links out of the template).
      expect(html, url).toContain(`<template id="preloads-after-paint">${PRELOAD}</template></head>`);
      expect(html.split(PRELOAD), url).toHaveLength(2);
    }
  });

  it('is left out of other pages and of the sign-in page with another layout asked for', async () => {
    for (const url of ['/sign-up', '/statement', '/sign-in?layout=empty']) {
      const html = await page(url);
      expect(html, url).not.toContain('class="prerendered"');
      expect(html, url).toContain('<title>Taka</title>');
      expect(html, url).toContain(`${PRELOAD}</head>`);
    }
  });

  it('is left out while the bank has a text of its own for one the page shows, and only then', async () => {
    await setBankTexts({ auth: { signIn: { title: 'Log in to Taka' } } });
    expect(await page('/sign-in')).not.toContain('class="prerendered"');
    await setBankTexts({ nav: { dashboard: 'Home' }, auth: { signUp: { title: 'Join us' } } });
    expect(await page('/sign-in')).toContain(DRAWN);
    await setBankTexts({});
  });
});

describe("the check of the bank's texts", () => {
  it('answers no when they cannot be read in time, or at all, and asks again after a failure', async () => {
    let reads = 0;
    const never = bankTextsCheck(() => new Promise(() => {}), new TestClock());
    expect(await never(SIGN_IN)).toBe(false);
    const failing = bankTextsCheck(() => {
      reads += 1;
      return Promise.reject(new Error('the database is restarting'));
    }, new TestClock());
    expect(await failing(SIGN_IN)).toBe(false);
    expect(await failing(SIGN_IN)).toBe(false);
    expect(reads).toBe(2);
  });

  it('reads them once a minute and takes text that is not JSON as none', async () => {
    let reads = 0;
    const clock = new TestClock();
    const check = bankTextsCheck(async () => {
      reads += 1;
      return 'not JSON';
    }, clock);
    expect(await check(SIGN_IN)).toBe(true);
    expect(await check(SIGN_IN)).toBe(true);
    expect(reads).toBe(1);
    clock.advance(61_000);
    expect(await check(SIGN_IN)).toBe(true);
    expect(reads).toBe(2);
  });
});
