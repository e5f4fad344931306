import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { typeDate } from './date-fields.ts';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

/** The titles of the list's rows, top to bottom (behind an open drawer too, where the list is hidden from reading). */
const rowTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Tasks and sections', includeHidden: true })
    .locator(':scope > li a')
    .allTextContents();

test('tasks are reordered with the keyboard, the order is kept, and a task is edited', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await menuLink(page, 'Tasks').click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page).toHaveTitle('Tasks | Taka');
  await expect(page.getByText('21 remaining of 27 tasks')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mobile app release' })).toBeVisible();
  expect((await rowTitles(page)).slice(0, 4)).toEqual([
    'Statement redesign',
    'Collect feedback on the new statement layout',
    'Show running balance on every statement row',
    'Export statements as PDF with the bank letterhead',
  ]);
  await expectAccessible(page);

  // Space lifts the third row, two arrows up move it above the first task and the section, Space drops it.
  await page.getByRole('button', { name: 'Move Show running balance on every statement row' }).focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByText('Picked up Show running balance on every statement row, at position 3 of 30.'),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('moved to position 2 of 30.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('moved to position 1 of 30.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('dropped at position 1 of 30.')).toBeAttached();
  await expect
    .poll(() => rowTitles(page).then((titles) => titles.slice(0, 3)))
    .toEqual([
      'Show running balance on every statement row',
      'Statement redesign',
      'Collect feedback on the new statement layout',
    ]);

  // Escape puts a lifted row back where it was.
  await page.getByRole('button', { name: 'Move Statement redesign' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Statement redesign, at position 2 of 30.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Statement redesign moved to position 3 of 30.')).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Moving was cancelled. Statement redesign is back at position 2.'),
  ).toBeAttached();
  expect((await rowTitles(page))[1]).toBe('Statement redesign');

  // Away and back: the handlers kept the order.
  await menuLink(page, 'Academy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await menuLink(page, 'Tasks').click();
  await expect(page.getByText('21 remaining of 27 tasks')).toBeVisible();
  expect((await rowTitles(page)).slice(0, 3)).toEqual([
    'Show running balance on every statement row',
    'Statement redesign',
    'Collect feedback on the new statement layout',
  ]);

  // Open a task, edit it and save.
  await page.getByRole('link', { name: 'Book train tickets to Sylhet' }).click();
  const drawer = page.getByRole('dialog', { name: 'Book train tickets to Sylhet' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/tasks\/[\w-]+$/);
  await expect(drawer.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Parabat Express, two AC seats, Thursday morning.',
  );
  await drawer.getByRole('textbox', { name: 'Title' }).fill('Book train tickets to Sylhet and back');
  await typeDate(page, /^Due date/, '2027-01-14');
  await drawer.getByRole('combobox', { name: /^Priority/ }).click();
  await page.getByRole('option', { name: 'High priority' }).click();
  await drawer.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'research' }).click();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/apps/tasks');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Book train tickets to Sylhet and back' }) });
  await expect(row).toContainText('14 Jan 2027');
  await expect(row).toContainText('research');
  await expect(row.getByRole('img', { name: 'High priority' })).toBeVisible();

  // Ticked off from the list (the box is ticked once the mutation starts, a moment after the click).
  const completed = row.getByRole('checkbox', { name: 'Completed: Book train tickets to Sylhet and back' });
  await completed.click();
  await expect(completed).toBeChecked();
  await expect(page.getByText('20 remaining of 27 tasks')).toBeVisible();
  await expectAccessible(page);

  // A new task is placed first, empty; Cancel leaves no "Untitled task" behind.
  await page.getByRole('button', { name: 'New task' }).click();
  const fresh = page.getByRole('dialog', { name: 'Untitled task' });
  await expect(fresh.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect.poll(() => rowTitles(page).then((titles) => titles[0])).toBe('Untitled task');
  await expect(page.getByText('21 remaining of 28 tasks')).toBeVisible();
  await fresh.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(page.getByText('20 remaining of 27 tasks')).toBeVisible();
  expect(await rowTitles(page)).not.toContain('Untitled task');
});

test('on a phone a task takes the whole screen, and the list is searched in Turkish', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/apps/tasks');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Görevler' })).toBeVisible();
  await expect(page.getByText('27 görevden 21 tanesi kaldı')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Görevlerde ara' }).fill('store listing');
  await expect(page.getByText('2 eşleşen görev')).toBeVisible();
  await expect(page.locator('mark')).toHaveText(['store listing', 'store listing']);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Prepare screenshots for the store listing' }).click();
  const drawer = page.getByRole('dialog', { name: 'Prepare screenshots for the store listing' });
  await expect(drawer).toBeVisible();
  // Measured once the drawer has slid in.
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(390);
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Sil', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'Görevi sil' });
  await expect(confirmation).toContainText('“Prepare screenshots for the store listing” silinsin mi?');
  await confirmation.getByRole('button', { name: 'Sil', exact: true }).click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(page.getByText('1 eşleşen görev')).toBeVisible();

  await page.goto('/apps/tasks/no-such-task');
  await expect(page.getByRole('dialog', { name: 'Görev bulunamadı' })).toBeVisible();
  await expectAccessible(page);
});
