import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

async function openFromDemoMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The chart drawn in a figure: its lines, areas, bars or slices, there once the chart's code has loaded. */
const marks = '.MuiLineChart-line, .MuiLineChart-area, .MuiBarChart-element, .MuiPieChart-arc';
const drawing = (page: Page, figure: string) =>
  page.getByRole('figure', { name: figure }).locator(marks).first();

test('each dashboard opens from the Demo menu with its figures drawn, and a tab switches the series', async ({
  page,
  customer,
}) => {
  // Four dashboards, each drawn and checked by axe: more than the default minute on a shared machine.
  test.setTimeout(150_000);
  await signIn(page, customer);

  await openFromDemoMenu(page, 'Analytics');
  await expect(page).toHaveURL('/dashboards/analytics');
  const visitors = page.getByRole('region', { name: 'Visitors', exact: true });
  await expect(drawing(page, 'Visitors per month, This year')).toBeVisible();
  await visitors.getByRole('tab', { name: 'Last year' }).click();
  await expect(visitors.getByRole('tab', { name: 'Last year' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawing(page, 'Visitors per month, Last year')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gender' }).getByText('Male: 58%')).toBeVisible();
  await expectAccessible(page);

  await openFromDemoMenu(page, 'Crypto');
  await expect(page.getByRole('region', { name: 'Bitcoin (BTC)' }).getByText('$67,214.35')).toBeVisible();
  await expect(drawing(page, 'Bitcoin price per minute, last two hours')).toBeVisible();
  await expect(drawing(page, 'XRP price, last half hour')).toBeVisible();
  await expectAccessible(page);

  await openFromDemoMenu(page, 'Finance');
  const transactions = page.getByRole('table', { name: 'Recent transactions' });
  await expect(transactions.getByRole('row')).toHaveCount(9);
  await expect(transactions.getByRole('row', { name: /Shwapno Supermarket/ })).toContainText('−৳4,235.50');
  await expect(drawing(page, 'Account balance per week, predicted and actual')).toBeVisible();
  await expectAccessible(page);

  await openFromDemoMenu(page, 'Project');
  const issues = page.getByRole('region', { name: 'GitHub issues' });
  await expect(drawing(page, 'Issues opened and closed per day, This week')).toBeVisible();
  // The tabs by keyboard: arrow to the next tab, Enter to choose it.
  await issues.getByRole('tab', { name: 'This week' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(issues.getByRole('tab', { name: 'Last week' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawing(page, 'Issues opened and closed per day, Last week')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row')).toHaveCount(9);
  await expectAccessible(page);
});

test('a dashboard drawn in the dark scheme, on a phone, passes axe', async ({ page, customer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/dashboards/finance');
  await page.getByRole('button', { name: 'Appearance' }).click();
  await page.getByRole('dialog', { name: 'Appearance' }).getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await expect(drawing(page, 'Account balance per week, predicted and actual')).toBeVisible();
  // The cards stack: the budget sits under the balance, not beside it.
  const balance = await page.getByRole('region', { name: 'Account balance' }).boundingBox();
  const budget = await page.getByRole('region', { name: 'Budget', exact: true }).boundingBox();
  expect(budget!.y).toBeGreaterThan(balance!.y + balance!.height - 1);
  await expectAccessible(page);

  await page.goto('/dashboards/analytics');
  await expect(drawing(page, 'Visitors per month, This year')).toBeVisible();
  await expectAccessible(page);
});

test('the project dashboard reads in Bengali, its figures in Bengali digits', async ({ page, customer }) => {
  await signIn(page, customer, '/dashboards/project');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'প্রকল্প' })).toBeVisible();
  const tasks = page.getByRole('region', { name: 'কাজের বণ্টন' });
  await expect(tasks.getByText('৫৯৪')).toBeVisible();
  await tasks.getByRole('tab', { name: 'গত সপ্তাহ' }).click();
  await expect(tasks.getByText('৫২৬')).toBeVisible();
  await expect(drawing(page, 'ক্ষেত্র অনুযায়ী কাজ, গত সপ্তাহ')).toBeVisible();
  await expectAccessible(page);
});
