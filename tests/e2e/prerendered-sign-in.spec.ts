import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/**
 * Holds the app's code (every script but the entry and its start chunk, which note a button pressed on the drawn page)
 * until the returned function is called: the page stays as the server sent it meanwhile. A test that presses a button
 * waits for DOMContentLoaded first, which comes once the entry has run (the held scripts are imported dynamically):
 * a press before it is not noted.
 */
async function holdTheAppsCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-|start-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const drawnPage = (page: Page) => page.locator('#root > .prerendered');

/**
 * `#root`'s page as a tree of tags, attributes and texts, leaving out what differs between the drawn page and the
 * app's by design (generated ids, the drawn form's inert submit button and autofocus, the loading bar over the page
 * while requests are out) or by serialisation (attribute order, comments).
 */
const drawnTree = (page: Page) =>
  page.evaluate(() => {
    const ignored = new Set(['id', 'for', 'aria-describedby', 'autofocus', 'data-prerendered-submit']);
    const tree = (node: Node): unknown => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent;
      if (!(node instanceof Element)) return null;
      const attributes = [...node.attributes]
        .filter((attribute) => !ignored.has(attribute.name))
        .map((attribute) =>
          attribute.name === 'style'
            ? `style=${(node as HTMLElement).style.cssText}`
            : attribute.name === 'type' &&
                attribute.value === 'button' &&
                node.hasAttribute('data-prerendered-submit')
              ? 'type=submit'
              : `${attribute.name}=${attribute.value}`,
        )
        .sort();
      const children = [...node.childNodes].map(tree).filter((child) => child !== null);
      // React writes adjacent texts as one node in the DOM it builds, as two in the HTML it renders to.
      const merged = children.reduce<unknown[]>((all, child) => {
        if (typeof child === 'string' && typeof all.at(-1) === 'string')
          all.push(`${all.pop() as string}${child}`);
        else all.push(child);
        return all;
      }, []);
      return [node.tagName.toLowerCase(), attributes, merged];
    };
    const page = document.querySelector('#root > .prerendered') ?? document.querySelector('#root');
    return [...page!.children].filter((child) => !child.matches('.boot-logo, [role=progressbar]')).map(tree);
  });

test('the sign-in page is on screen before the app has run, and the app keeps what was typed as it takes over', async ({
  page,
  customer,
}) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
  await expect(page).toHaveTitle('Sign in | Taka');

  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(customer.password.slice(0, 4));
  release();
  // Typed on while the app takes over, key by key: nothing is lost and the focus stays.
  for (const key of customer.password.slice(4)) await page.keyboard.type(key, { delay: 20 });
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
});

test('a submit asked for on the drawn form is sent once the app has it', async ({ page, customer }) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(drawnPage(page)).toBeVisible();
  release();
  await expect(page).toHaveURL('/dashboard');
});

test('a button pressed on the drawn page is pressed again once the app has drawn its own', async ({
  page,
}) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Appearance' }).click();
  await expect(drawnPage(page)).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: 'Appearance' })).toBeVisible();
});

test('the drawn page stays while its own code is slow to come, however long', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sign-in-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('rahim@demo.taka');
  // Longer than the start waits for any other first page before it draws the loading bar instead.
  await page.waitForTimeout(2_000);
  await expect(drawnPage(page)).toBeVisible();
  release();
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('rahim@demo.taka');
});

test('the app draws the very page the server sent', async ({ page }) => {
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(drawnPage(page)).toBeVisible();
  const drawn = await drawnTree(page);
  release();
  await expect(drawnPage(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
  expect(await drawnTree(page)).toEqual(drawn);
});

test('a device with another language shows the logo until the app draws its own page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taka.language', 'bn'));
  const release = await holdTheAppsCode(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await expect(page.locator('#root > .boot-logo')).toBeVisible();
  await expect(drawnPage(page)).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
});

test('a signed-in device opening / shows the logo, not the sign-in form, on its way to the dashboard', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  const release = await holdTheAppsCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root > .boot-logo')).toBeVisible();
  await expect(drawnPage(page)).toBeHidden();
  release();
  await expect(page).toHaveURL('/dashboard');
});
