import { DEMO_USER, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { dateField, dateIn, dateShown, typeDate } from './date-fields.ts';
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
  await typeDate(page, /^From/, '2020-01-01');
  await typeDate(page, /^To/, '2020-01-31');
  expect(await dateShown(page, /^From/)).toBe('01/01/2020');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  await expect(page.getByText('1 Jan 2020 to 31 Jan 2020')).toBeVisible();

  const today = new Date();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  await typeDate(page, /^From/, iso(new Date(today.getTime() - 60 * 86_400_000)));
  await typeDate(page, /^To/, iso(today));
  await page.getByRole('button', { name: 'Show' }).click();

  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const opening = poishaOf(
    (await page
      .getByText('Opening balance', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent())!,
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

  await typeDate(page, /^From/, iso(today));
  await typeDate(page, /^To/, '2020-01-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();

  // The calendar offers no day after today; one typed is refused in words.
  await typeDate(page, /^To/, iso(new Date(today.getTime() + 2 * 86_400_000)));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Choose a day no later than today.')).toBeVisible();
});

test('in Bengali the period shows Bengali digits day first; its calendar works by keyboard and passes axe', async ({
  page,
}) => {
  await signIn(page, DEMO_USER, '/statement');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('হিসাব বিবরণী');
  await expect.poll(() => dateShown(page, /^শুরু/)).toMatch(/^[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}$/);
  const from = await dateIn(page, /^শুরু/);
  expect(await dateShown(page, /^শুরু/)).toBe(bengaliDigits(dayFirst(from)));

  // The day before, picked in the calendar with the arrow keys and Enter.
  await dateField(page, /^শুরু/)
    .getByRole('button', { name: /^তারিখ নির্বাচন করুন/ })
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('gridcell', { selected: true })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  expect(await dateIn(page, /^শুরু/)).toBe(dayBefore);
  expect(await dateShown(page, /^শুরু/)).toBe(bengaliDigits(dayFirst(dayBefore)));

  // Latin digits typed are taken too, and shown in Bengali.
  await typeDate(page, /^শেষ/, '2020-01-31');
  expect(await dateShown(page, /^শেষ/)).toBe('৩১/০১/২০২০');
  expect(await dateIn(page, /^শেষ/)).toBe('2020-01-31');

  await page.getByRole('button', { name: 'চেহারা' }).click();
  await page.getByRole('dialog', { name: 'চেহারা' }).getByRole('button', { name: 'গাঢ়' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await dateField(page, /^শেষ/)
    .getByRole('button', { name: /^তারিখ নির্বাচন করুন/ })
    .click();
  await expect(calendar.getByRole('gridcell', { selected: true })).toBeFocused();
  await expectAccessible(page);
});

/** "2026-11-05" as the field writes it: "05/11/2026". */
const dayFirst = (day: string) => day.split('-').reverse().join('/');
const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

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
