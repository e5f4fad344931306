import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { typeDate } from './date-fields.ts';

/** A 1x1 PNG, the smallest picture the avatar upload takes. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a contact is created with an e-mail, a phone abroad, a birthday and a picture, edited and deleted', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/apps/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('25 contacts')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'A' })).toBeVisible();
  await expect(page).toHaveTitle('Contacts | Taka');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New contact' }).click();
  const form = page.getByRole('dialog', { name: 'Edit New Contact' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Karim Chowdhury');
  await form.getByRole('button', { name: 'Add e-mail' }).click();
  await form.getByRole('textbox', { name: 'E-mail' }).fill('karim@example.com');
  await form.getByRole('button', { name: 'Add phone number' }).click();
  await form.getByRole('combobox', { name: 'Country' }).fill('India');
  await page.getByRole('option', { name: /^India/ }).click();
  await form.getByRole('textbox', { name: 'Phone number' }).fill('98765 43210');
  await typeDate(page, /^Birthday/, '1990-05-12');
  await form.getByRole('textbox', { name: 'Notes' }).fill('Supplies rice to the Mirpur branch canteen.');
  await form.locator('input[type=file]').setInputFiles({
    name: 'karim.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  await expect(form.locator('img[src^="data:image/png"]').first()).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();

  const contact = page.getByRole('dialog', { name: 'Karim Chowdhury' });
  await expect(contact.getByRole('link', { name: 'karim@example.com' })).toBeVisible();
  await expect(contact.getByRole('region', { name: 'Phone numbers' })).toContainText(
    '+91 98765 43210 · Mobile',
  );
  await expect(contact.getByText('12 May 1990')).toBeVisible();
  await expect(contact.getByRole('region', { name: 'Notes' })).toContainText('Supplies rice to the Mirpur');
  await expectAccessible(page);

  await contact.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Karim Chowdhury' });
  await edit.getByRole('textbox', { name: 'Job title' }).fill('Owner');
  await edit.getByRole('textbox', { name: 'Company' }).fill('Padma Traders');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Owner, Padma Traders')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/apps/contacts');
  await expect(page.getByText('26 contacts')).toBeVisible();
  await page.getByRole('link', { name: /^Karim Chowdhury/ }).click();
  await contact.getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete contact' });
  await expect(confirmation).toContainText('Delete Karim Chowdhury from your contacts?');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Karim Chowdhury was deleted.')).toBeVisible();
  await expect(page).toHaveURL('/apps/contacts');
  await expect(page.getByText('25 contacts')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Karim Chowdhury/ })).toHaveCount(0);
});

test('contacts are searched in Bengali, and an unknown contact says so', async ({ page, customer }) => {
  await signIn(page, customer, '/apps/contacts');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'পরিচিতি' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'পরিচিতি খুঁজুন' }).fill('hasan');
  await expect(page.getByText('২টি পরিচিতি')).toBeVisible();
  await expectAccessible(page);

  // On a phone the contact takes the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/contacts/no-such-contact');
  const notFound = page.getByRole('dialog', { name: 'পরিচিতি পাওয়া যায়নি' });
  await expect(notFound).toBeVisible();
  expect((await notFound.boundingBox())?.width).toBe(390);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'পরিচিতিতে ফিরে যান' }).click();
  await expect(page).toHaveURL('/apps/contacts');
});
