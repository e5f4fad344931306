import type { Locator, Page } from '@playwright/test';
import bn from '../../apps/web/public/i18n/bn.json' with { type: 'json' };
import { DEMO_USER, expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { RAHIM, detail, poishaOf } from './money-helpers.ts';

/** The top bar is one row: its height is its toolbar's (and the border under it), every control inside that row. */
async function expectOneRowTopBar(page: Page) {
  const bar = (await page.getByRole('banner').boundingBox())!;
  const row = (await page.getByRole('banner').locator('.MuiToolbar-root').boundingBox())!;
  expect(bar.height, 'the top bar is as high as one row').toBeLessThanOrEqual(row.height + 1);
  for (const control of await page.getByRole('banner').locator('button, a').all()) {
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? 'a control';
    expect(box.y, name).toBeGreaterThanOrEqual(row.y);
    expect(box.y + box.height, name).toBeLessThanOrEqual(row.y + row.height);
    expect(box.x + box.width, name).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

/** `target` is wholly on the first screen, without scrolling. */
async function expectOnFirstScreen(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const { width, height } = target.page().viewportSize()!;
  expect(box.y, 'below the top of the screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'above the bottom of the screen').toBeLessThanOrEqual(height);
  expect(box.x + box.width, 'within the width of the screen').toBeLessThanOrEqual(width);
}

/** The total, each account's line and the three most used actions, all on the first screen; the page unscrolled. */
async function expectFirstScreen(
  page: Page,
  words: { total: RegExp; actions: string[] },
  accounts: string[],
) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnFirstScreen(page.getByRole('region', { name: words.total }).getByRole('paragraph').first());
  for (const number of accounts)
    await expectOnFirstScreen(page.getByRole('heading', { level: 3, name: new RegExp(number) }));
  for (const action of words.actions) await expectOnFirstScreen(page.getByRole('link', { name: action }));
}

const ENGLISH = { total: /^Total available/, actions: ['Transfer', 'Pay a bill', 'Top up'] };
const BENGALI = {
  total: new RegExp(`^${bn.dashboard.total.title}`),
  actions: [bn.dashboard.total.transfer, bn.dashboard.total.payBill, bn.dashboard.total.topUp],
};

for (const width of [390, 360])
  test.describe(`on a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the first screen holds the total, all five accounts and the three most used actions, in English and Bengali', async ({
      page,
    }) => {
      await signIn(page, DEMO_USER);
      const accounts: string[] = [...Object.values(RAHIM), '1021000000060', '1021000000078'];
      await expectOneRowTopBar(page);
      await expectFirstScreen(page, ENGLISH, accounts);
      // the total is what the savings and current accounts have available
      const available = async (number: string) =>
        poishaOf((await page.getByRole('heading', { level: 3, name: new RegExp(number) }).textContent())!);
      const total = page
        .getByRole('region', { name: /^Total available/ })
        .getByRole('paragraph')
        .first();
      expect(poishaOf((await total.textContent())!)).toBe(
        (await available(RAHIM.savings)) + (await available(RAHIM.current)),
      );
      await expectAccessible(page);

      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: 'বাংলা' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expectOneRowTopBar(page);
      await expectFirstScreen(page, BENGALI, accounts);
      await expectAccessible(page);
    });
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 844 } });

  test("an account's line opens its details; the actions and the top bar's tools are a press away", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, { cards: [{ kind: 'credit' }] });
    await signIn(page, customer);
    const total = page
      .getByRole('region', { name: /^Total available/ })
      .getByRole('paragraph')
      .first();
    await expect(total).toHaveText('৳3,70,000.00');

    const savings = customer.accounts.find((account) => account.kind === 'savings')!.number;
    const line = page.getByRole('heading', { level: 3, name: new RegExp(savings) }).getByRole('button');
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await line.click();
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`#${await line.getAttribute('aria-controls')}`);
    await expect(detail(details, 'Ledger balance')).toHaveText('৳2,50,000.00');
    await expectAccessible(page);
    await line.press('Enter');
    await expect(details).toBeHidden();

    // the demo layer's panels wait behind one button of the top bar
    await page.getByRole('button', { name: 'More tools' }).click();
    const tools = page.getByRole('dialog', { name: 'More tools' });
    await tools.getByRole('button', { name: /^Messages/ }).click();
    const messages = page.getByRole('dialog', { name: 'Messages' });
    await expect(messages).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(messages).toBeHidden();
    await expect(tools.getByRole('button', { name: /^Messages/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'More tools' })).toBeFocused();
    await expect(tools).toBeHidden();

    await page.getByRole('link', { name: 'Pay a bill' }).click();
    await expect(page).toHaveURL('/bills-and-fees');
  });
});
