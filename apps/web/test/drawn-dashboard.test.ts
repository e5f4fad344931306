/** The dashboard the API server draws with the web build's renderer (decision 054). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DashboardPageRequest, DashboardRenderer } from '@taka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRenderers } from '../build/renderers.ts';

const root = join(import.meta.dirname, '..');
let outDir: string;
let renderer: DashboardRenderer;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'taka-renderers-'));
  const renderers = await buildRenderers(root, outDir);
  renderer = (await import(pathToFileURL(join(renderers, 'dashboard-page.js')).href)) as DashboardRenderer;
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const texts = async (language: string) =>
  JSON.parse(await readFile(join(root, 'public', 'i18n', `${language}.json`), 'utf8')) as object;

/** A customer whose name and account were given markup: it must be drawn as text. */
const MARKUP_NAME = '<img src=x onerror=alert(1)> & "Rahim"';

async function request(changes: Partial<DashboardPageRequest> = {}): Promise<DashboardPageRequest> {
  return {
    language: 'en',
    texts: await texts('en'),
    bankTexts: {},
    themeName: 'default',
    width: 390,
    clientConfig: { demoLayer: false, idleLockMinutes: 5, passkeyRelyingPartyId: 'localhost' },
    session: { lastLoginTime: '2026-11-28T04:05:00.000Z', lastLoginIp: '203.0.113.9' },
    answers: {
      user: {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        name: MARKUP_NAME,
        email: 'rahim@example.com',
        nickname: MARKUP_NAME,
        profilePic: null,
        avatar: null,
        status: 'online',
      },
      unreadAlertsCount: { responseCode: 'S100000', responseMessage: 'Operation successful', data: 4 },
      navigation: { default: [], compact: [], futuristic: [], horizontal: [] },
      accounts: {
        accounts: [
          {
            id: 'c0ffee00-0000-4000-8000-000000000002',
            number: '1021000000011',
            kind: 'savings',
            title: MARKUP_NAME,
            productName: 'Savings <b>Plus</b>',
            branch: 'Motijheel Branch',
            currency: 'BDT',
            status: 'active',
            ledgerBalance: '250000.00',
            availableBalance: '250000.00',
            overdraftLimit: null,
            creditLimit: null,
            dueDate: null,
            maturityDate: null,
            interestRate: null,
            canSend: true,
            canReceive: true,
          },
        ],
      },
      recentTransactions: { transactions: [], nextCursor: null },
      spending: { total: '0.00', days: [], byType: [] },
    },
    ...changes,
  };
}

describe('the drawn dashboard', () => {
  it("is the customer's dashboard in the shell, in a wrapper the app draws over, with its styles apart", async () => {
    const page = await renderer.renderDashboardPage(await request());
    expect(page.title).toBe('Dashboard | Taka');
    expect(page.markup).toMatch(/^<div class="prerendered">.*<\/div>$/s);
    expect(page.markup).toContain('<h1 class="MuiTypography-root MuiTypography-h4');
    expect(page.markup).toContain('Savings &lt;b&gt;Plus&lt;/b&gt;');
    expect(page.markup).toContain('1021000000011');
    expect(page.markup).toMatch(/৳2,50,000\.00/);
    expect(page.markup).toContain('aria-label="Notifications, 4 unread"');
    expect(page.markup).not.toMatch(/<script|<style|<template|<!--\$!-->/);
    expect(page.css).toMatch(/^:root|\.taka-/);
    // every class emotion made is styled (`taka-0` is its class for no styles)
    for (const className of page.markup.match(/taka-[a-z0-9]+(?=[ "])/g) ?? [])
      if (className !== 'taka-0') expect(page.css, className).toContain(`.${className}`);
  });

  it('writes what the customer or the bank typed as text, never as markup', async () => {
    const { markup } = await renderer.renderDashboardPage(await request({ width: 1280 }));
    expect(markup).not.toContain('<img src=x');
    expect(markup).not.toContain('<b>Plus');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Rahim&quot;');
  });

  it('lays the shell out for the width: the side menu beside the page on a wide screen, none on a phone', async () => {
    const phone = await renderer.renderDashboardPage(await request({ width: 390 }));
    const wide = await renderer.renderDashboardPage(await request({ width: 1280 }));
    expect(phone.markup).not.toContain('MuiDrawer-docked');
    expect(wide.markup).toContain('MuiDrawer-docked');
    // the previous sign-in, in the top bar from the tablet's width up
    expect(wide.markup).toContain('203.0.113.9');
  });

  it("takes the bank's texts over the file's, in the customer's language and theme", async () => {
    const page = await renderer.renderDashboardPage(
      await request({ bankTexts: { pages: { dashboard: { title: 'My money' } } }, themeName: 'rose' }),
    );
    expect(page.title).toBe('My money | Taka');
    expect(page.css).toContain('#be123c');
    const bengali = await renderer.renderDashboardPage(
      await request({ language: 'bn', texts: await texts('bn') }),
    );
    expect(bengali.markup).toContain('ড্যাশবোর্ড');
  });

  it('draws nothing from an answer that does not keep its contract', async () => {
    const broken = await request();
    broken.answers.accounts = { accounts: [{ number: 'not a number' }] };
    await expect(renderer.renderDashboardPage(broken)).rejects.toThrow();
  });
});
