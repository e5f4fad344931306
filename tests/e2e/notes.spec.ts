import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a note with a checklist is taken from the Demo menu, ticked, labelled, found by label and archived', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notes', exact: true })
    .click();
  await expect(page).toHaveURL('/apps/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page).toHaveTitle('Notes | Taka');
  await expect(page.getByRole('article')).toHaveCount(10);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Take a note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.type('Card bill');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Due on the 15th.');
  const newTask = dialog.getByRole('textbox', { name: 'New task' });
  for (const task of ['Check the statement', 'Pay from savings']) {
    await newTask.fill(task);
    await newTask.press('Enter');
    await expect(dialog.getByRole('checkbox', { name: task })).toBeVisible();
  }
  // Each box is ticked once its change is under way, a moment after the click (so click, then wait for the tick).
  await dialog.getByRole('checkbox', { name: 'Check the statement' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Check the statement' })).toBeChecked();
  const priority = dialog.getByRole('group', { name: 'Labels' }).getByRole('checkbox', { name: 'Priority' });
  await priority.click();
  await expect(priority).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const note = page.getByRole('article', { name: 'Card bill' });
  await expect(note).toContainText('Due on the 15th.');
  await expect(note.getByRole('list', { name: 'Checklist' })).toHaveText(
    'Done:Check the statementTo do:Pay from savings',
  );
  await expect(note.getByText('Priority')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Note lists and labels' })
    .getByRole('link', { name: 'Priority' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Priority' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(note).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('card');
  await expect(page.getByRole('article')).toHaveCount(1);

  // Keyboard: the card's title is its button.
  await note.getByRole('button', { name: 'Card bill' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit note' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Card bill');
  await edit.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('The note was archived.')).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No notes found' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Note lists and labels' })
    .getByRole('link', { name: 'Archive' })
    .click();
  await expect(page).toHaveURL('/apps/notes/archive');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(note).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the lists are a drawer and a note opens full screen, in Bengali', async ({
  page,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/apps/notes');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'নোট' })).toBeVisible();
  await page.getByRole('button', { name: 'তালিকা ও লেবেল' }).click();
  await page
    .getByRole('navigation', { name: 'নোটের তালিকা ও লেবেল' })
    .getByRole('link', { name: 'আর্কাইভ' })
    .click();
  await expect(page).toHaveURL('/apps/notes/archive');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Tax return checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'নোট সম্পাদনা' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
