import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a chat is opened from the Demo menu, a message with an emoji sent, and the contact shown', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Chat', exact: true })
    .click();
  await expect(page).toHaveURL('/apps/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const nusrat = page.getByRole('link', { name: /^Nusrat Jahan/ });
  await expect(nusrat).toContainText('2 unread messages');
  await expect(page.getByText('Select a chat')).toBeVisible();
  await expectAccessible(page);

  await nusrat.click();
  await expect(page).toHaveURL(/\/apps\/chat\/[\w-]+$/);
  await expect(page).toHaveTitle('Nusrat Jahan | Taka');
  const log = page.getByRole('log', { name: 'Messages with Nusrat Jahan' });
  await expect(log.getByRole('listitem').last()).toContainText('See you at the design review tomorrow.');
  await expect(nusrat).not.toContainText('unread');

  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill('See you there ');
  await page.getByRole('button', { name: 'Insert an emoji' }).click();
  await page.getByRole('dialog', { name: 'Emoji' }).getByRole('button', { name: '👍' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('See you there 👍');
  await field.press('Enter');
  await expect(log.getByRole('listitem').last()).toContainText('See you there 👍');
  await expect(field).toHaveValue('');
  const chats = page.getByRole('region', { name: 'Chats' }).getByRole('link');
  await expect(chats.first()).toContainText('Nusrat Jahan');
  await expect(chats.first()).toContainText('See you there 👍');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Contact info' }).click();
  const info = page.getByRole('dialog', { name: 'Contact info' });
  await expect(info.getByText('Nusrat Jahan')).toBeVisible();
  await expect(info.getByRole('tab', { name: 'Media' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contact info' })).toBeFocused();

  // On a phone one pane shows at a time: the conversation, with a way back to the list.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeHidden();
  await page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(page).toHaveURL('/apps/chat');
  await expect(chats.first()).toBeVisible();
  await expect(log).toBeHidden();
  await expectAccessible(page);

  // The handler refuses an unknown id with 404, which the browser logs.
  allowConsoleError(page, /status of 404 .*\/api\/apps\/chat\/chat\?id=no-such-chat/);
  await page.goto('/apps/chat/no-such-chat');
  await expect(page.getByText('Could not found chat with id of no-such-chat!')).toBeVisible();
});

test('the chat reads in Bengali, days and counts included', async ({ page, customer }) => {
  await signIn(page, customer, '/apps/chat');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'চ্যাট' })).toBeVisible();
  const tanvir = page.getByRole('link', { name: /^Tanvir Ahmed/ });
  await expect(tanvir).toContainText('১টি অপঠিত বার্তা');
  await tanvir.click();
  await expect(page.getByRole('heading', { level: 3, name: 'আজ' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'বার্তা' })).toBeVisible();
  await expectAccessible(page);
});
