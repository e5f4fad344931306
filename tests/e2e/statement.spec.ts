import { DEMO_USER, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { RAHIM, choose, poishaOf } from './money-helpers.ts';

test('a statement for a range shows opening and closing balance and rows with running balance', async ({
  page,
}) => {
  await signIn(page, DEMO_USER, '/statement');
  await expect(page.getByRole('heading', { name: 'Account Statement', level: 1 })).toBeVisible();
  // Defaults: the first account and the last 30 days.
  await expect(page.getByRole('combobox', { name: /^Account/ })).toHaveText(new RegExp(RAHIM.savings));
  await expect(page.getByText('Opening balance')).toBeVisible();
  await expectAccessible(page);

  await choose(page, /^Account/, new RegExp(RAHIM.current));
  await page.getByRole('textbox', { name: /^From/ }).fill('2020-01-01');
  await page.getByRole('textbox', { name: /^To/ }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  await expect(page.getByText('1 Jan 2020 to 31 Jan 2020')).toBeVisible();

  const today = new Date();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: /^From/ }).fill(iso(new Date(today.getTime() - 60 * 86_400_000)));
  await page.getByRole('textbox', { name: /^To/ }).fill(iso(today));
  await page.getByRole('button', { name: 'Show' }).click();

  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const opening = poishaOf(
    (await page.getByText('Opening balance').locator('xpath=following-sibling::*[1]').textContent())!,
  );
  const closing = page.getByText('Closing balance').locator('xpath=following-sibling::*[1]');
  await expect(closing).toHaveText(/৳/);
  // The first row's balance is the opening balance plus its credit or minus its debit.
  const first = table.getByRole('row').nth(1).getByRole('cell');
  const [debit, credit, balance] = await Promise.all(
    [first.nth(2), first.nth(3), first.nth(4)].map((cell) => cell.textContent()),
  );
  const moved = credit ? poishaOf(credit) : -poishaOf(debit!);
  expect(poishaOf(balance!)).toBe(opening + moved);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^From/ }).fill(iso(today));
  await page.getByRole('textbox', { name: /^To/ }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the statement lists its rows with signed amounts and fits the screen', async ({ page }) => {
    await signIn(page, DEMO_USER, '/statement');
    const rows = page.getByRole('list', { name: 'Statement rows' });
    await expect(rows.getByRole('listitem').first()).toContainText(/[+-]৳[\d,]+\.\d{2}/);
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
