import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a mail is opened, labelled and moved to Spam, and a new mail is sent and found in Sent', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/apps/help-center');
  await page.goto('/apps/mailbox');
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await expect(page.getByText('1-10 of 22')).toBeVisible();
  await expectAccessible(page);

  // The next page takes 625 ms: a bar shows while the rows of this page stay.
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading mails' })).toBeVisible();
  await expect(inbox.getByRole('link')).toHaveCount(10);
  await expect(page.getByText('11-20 of 22')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading mails' })).toBeHidden();
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page.getByText('1-10 of 22')).toBeVisible();

  const first = inbox.getByRole('link').first();
  await first.click();
  const mail = page.getByRole('article');
  const subject = (await mail.getByRole('heading', { level: 2 }).textContent())!;
  await expect(first).toHaveAttribute('aria-current', 'page');
  await expect(first).not.toContainText('Unread:');
  await expectAccessible(page);

  const actions = page.getByRole('toolbar', { name: 'Mail actions' });
  await actions.getByRole('button', { name: 'Labels' }).click();
  const invoices = page.getByRole('menuitemcheckbox', { name: 'Invoices' });
  await invoices.click();
  await expect(invoices).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(mail.getByText('Invoices', { exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Spam' }).click();
  await expect(page.getByText('Moved to Spam.')).toBeVisible();
  await expect(page).toHaveURL('/apps/mailbox/folder/inbox');
  await expect(inbox.getByText(subject, { exact: true })).toHaveCount(0);

  const folders = page.getByRole('navigation', { name: 'Mailbox folders' });
  await folders.getByRole('link', { name: /^Spam/ }).click();
  const spam = page.getByRole('list', { name: 'Spam' });
  await spam.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(mail.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(mail.getByText('Invoices', { exact: true })).toBeVisible();

  await folders.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'New mail' });
  await compose.getByRole('textbox', { name: /^To/ }).fill('Tanvir Ahmed <tanvir@example.com>');
  await compose.getByRole('textbox', { name: 'Subject' }).fill('Branch visit on Thursday');
  const body = compose.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.keyboard.type('Please bring the signed forms.');
  await expect(body).toContainText('Please bring the signed forms.');
  await expectAccessible(page);
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your mail was sent.')).toBeVisible();
  await expect(compose).toBeHidden();

  await folders.getByRole('link', { name: 'Sent' }).click();
  const sent = page.getByRole('list', { name: 'Sent' });
  await sent.getByRole('link', { name: /Branch visit on Thursday/ }).click();
  await expect(mail.getByRole('heading', { level: 2, name: 'Branch visit on Thursday' })).toBeVisible();
  await expect(mail).toContainText('Please bring the signed forms.');
  await expect(mail).toContainText('tanvir@example.com');
  await expectAccessible(page);
});

test('on a phone the folders are a drawer and a mail replaces the list, in Bengali', async ({
  page,
  customer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer, '/apps/mailbox/folder/inbox');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'মেইলবক্স' })).toBeVisible();
  await page.getByRole('list', { name: 'ইনবক্স' }).getByRole('link').first().click();
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('list', { name: 'ইনবক্স' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'তালিকায় ফিরে যান' }).click();
  await page.getByRole('button', { name: 'ফোল্ডার' }).click();
  await page
    .getByRole('navigation', { name: 'মেইলবক্সের ফোল্ডার' })
    .getByRole('link', { name: /^খসড়া/ })
    .click();
  await expect(page.getByRole('list', { name: 'খসড়া' })).toBeVisible();
  await expectAccessible(page);
});
