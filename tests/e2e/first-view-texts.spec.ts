import type { Page, Route } from '@playwright/test';
import en from '../../apps/web/public/i18n/en.json' with { type: 'json' };
import { DEMO_USER, expect, signIn, test, untilStill } from './fixtures.ts';

type Tree = { [key: string]: string | string[] | Tree };

/** Every key of the English file, as a page shows it when its text is missing. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && !Array.isArray(value) ? keysOf(value, path) : [path];
  });
}
const KEYS = keysOf(en as Tree);

/** The keys the page shows instead of a text: in its words, or in what it says to assistive technology. */
async function keysShown(page: Page): Promise<string[]> {
  await untilStill(page);
  const shown = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const named = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))];
    return [
      document.title,
      document.body.innerText,
      ...named.flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? '')),
    ].join('\n');
  });
  return KEYS.filter((key) => shown.includes(key));
}

test('the sign-in page and the dashboard draw from the first part of the texts; other pages get the rest', async ({
  page,
}) => {
  // The rest of the texts is held back until the first view has been checked without it.
  const held: Route[] = [];
  await page.route('**/i18n/*.rest.json', (route) => void held.push(route));

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
  // Let the sign-in page have its rest (if it asked already) before the page changes under the request.
  for (const route of held.splice(0)) await route.continue();

  // The demo customer: the dashboard with every kind of card and transaction it shows (nothing here changes them).
  await signIn(page, DEMO_USER, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
  // Asked for once the dashboard was drawn, for the pages to come.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  for (const route of held.splice(0)) await route.continue();
  await page.unroute('**/i18n/*.rest.json');
  await page.getByRole('main').getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Account Statement', level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});

test('a page outside the first view opened directly has all its texts', async ({ page, customer }) => {
  await signIn(page, customer, '/statement');
  await expect(page.getByRole('heading', { name: 'Account Statement', level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});
