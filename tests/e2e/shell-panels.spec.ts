import { expect, expectAccessible, signIn, test, whenStill } from './fixtures.ts';

test('the top bar searches and opens a contact, keeps a shortcut, marks a message read and sends a chat', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);

  // Global search: a combobox over the top bar, results in groups, arrows and Enter open one.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('combobox', { name: 'Search contacts, pages and tasks' });
  await expect(search).toBeFocused();
  await search.fill('h');
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  await search.fill('hasan');
  const results = page.getByRole('listbox');
  await expect(results.getByRole('group', { name: 'Contacts' })).toBeVisible();
  await expect(results.getByRole('option', { name: 'Mehedi Hasan' })).toBeVisible();
  await expectAccessible(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/apps\/contacts\/[^/]+$/);
  await expect(search).toBeHidden();
  // The contact opens in its drawer, which holds the page (and the top bar) until it is closed.
  const contact = page.getByRole('dialog', { name: 'Rakib Hasan' });
  await expect(contact).toBeVisible();
  await contact.getByRole('button', { name: 'Close the contact' }).click();
  await expect(contact).toBeHidden();

  // Shortcuts: add one, see it as a link, then move it with the keyboard.
  await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
  const shortcuts = page.getByRole('dialog', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('link')).toHaveCount(8);
  await shortcuts.getByRole('button', { name: 'Add a shortcut' }).click();
  const form = page.getByRole('dialog', { name: 'Add a shortcut' });
  await form.getByRole('textbox', { name: /^Label/ }).fill('Statement');
  await form.getByRole('textbox', { name: /^Link/ }).fill('/statement');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(shortcuts.getByRole('link', { name: /^Statement/ })).toHaveAttribute('href', '/statement');
  // The toast's code loads with the first toast: checked once it is on screen, not halfway through fading in.
  await expect(page.getByText('Shortcut Statement saved')).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  // Messages: the unread count on the button follows marking one read.
  await page.getByRole('button', { name: 'Messages, 3 unread' }).click();
  const messages = page.getByRole('dialog', { name: 'Messages' });
  await (await whenStill(messages.getByRole('button', { name: 'Mark Farhana Rahman as read' }))).click();
  await expect(messages.getByRole('button', { name: 'Mark Farhana Rahman as unread' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();
  await expect(page.getByRole('button', { name: 'Messages, 2 unread' })).toBeFocused();

  // Quick chat: open a chat in the side panel and send a message.
  await page.getByRole('button', { name: 'Quick chat' }).click();
  const chats = page.getByRole('dialog', { name: 'Quick chat' });
  await chats.getByRole('button', { name: /Nusrat Jahan/ }).click();
  const chat = page.getByRole('dialog', { name: 'Nusrat Jahan' });
  const log = chat.getByRole('log', { name: 'Messages with Nusrat Jahan' });
  await expect(log).toBeVisible();
  const composer = chat.getByRole('textbox', { name: 'Message' });
  await composer.fill('See you at the branch at three.');
  await composer.press('Enter');
  await expect(log.getByText('See you at the branch at three.')).toBeVisible();
  await expect(composer).toHaveValue('');
  await expectAccessible(page);
});

test('on a phone the panels fill the screen, in Turkish', async ({ page, customer }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, customer);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  // one row of the top bar: the panels' buttons are behind one
  await page.getByRole('button', { name: 'Diğer araçlar' }).click();
  await page.getByRole('button', { name: /^Mesajlar, \d+ okunmamış$/ }).click();
  const messages = page.getByRole('dialog', { name: 'Mesajlar' });
  await expect(messages.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeVisible();
  const box = await messages.boundingBox();
  expect(box?.width).toBe(390);
  await expectAccessible(page);
  await messages.getByRole('button', { name: 'Kapat' }).click();

  await page
    .getByRole('dialog', { name: 'Diğer araçlar' })
    .getByRole('button', { name: 'Ara', exact: true })
    .click();
  const search = page.getByRole('combobox', { name: 'Kişi, sayfa ve görev ara' });
  await search.fill('bkash');
  await page.getByRole('listbox').getByRole('option', { name: /^MFS/ }).click();
  await expect(page).toHaveURL('/mfs-transfer');
});

test('a shortcut is moved from the keyboard', async ({ page, customer }) => {
  await signIn(page, customer);
  await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
  const shortcuts = page.getByRole('dialog', { name: 'Shortcuts' });
  await shortcuts.getByRole('button', { name: 'Edit the shortcuts' }).click();
  const tiles = shortcuts.getByRole('list', { name: 'Shortcuts' }).getByRole('listitem');
  await expect(tiles.first()).toHaveText('Changelog');
  await shortcuts.getByRole('button', { name: 'Move Changelog' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Changelog, position 1 of 8.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Changelog moved to position 2 of 8.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Changelog dropped at position 2 of 8.')).toBeAttached();
  await expect(tiles.nth(1)).toHaveText('Changelog');
  await expectAccessible(page);
});
