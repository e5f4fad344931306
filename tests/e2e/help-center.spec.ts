import { expect, expectAccessible, signIn, test } from './fixtures.ts';

test('a guide is found from the Demo menu and read, its breadcrumb leading back', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Help Center' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most asked questions' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'How do I reset my internet banking password?' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Browse the guides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expectAccessible(page);
  await payments.getByRole('link', { name: /^View all \d+ guides$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.getByRole('link', { name: /^Pay a utility bill/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay a utility bill' })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
  await expect(article.getByRole('img', { name: 'The Taka dashboard on a laptop' })).toBeVisible();
  await expect(page).toHaveTitle('Pay a utility bill | Taka');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL('/apps/help-center/guides');
  await page.goto('/apps/help-center/guides/payments/no-such-guide');
  await expect(page.getByRole('heading', { name: 'Guide not found' })).toBeVisible();
});

test('a search finds an answer and a message reaches support, in Bengali', async ({ page, customer }) => {
  await signIn(page, customer, '/apps/help-center');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'সহায়তা কেন্দ্র' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'উত্তরগুলোতে খুঁজুন' }).fill('browsers');
  await expect(page.getByText('১টি উত্তর পাওয়া গেছে')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Which browsers are supported?' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/apps/help-center/support');
  await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
  await expect(page.getByText('আপনার নাম লিখুন।')).toBeVisible();
  await page.getByRole('textbox', { name: /^আপনার নাম/ }).fill('Rahim Uddin');
  await page.getByRole('textbox', { name: /^ই-মেইল ঠিকানা/ }).fill('rahim@example.com');
  await page.getByRole('textbox', { name: /^বার্তা/ }).fill('আমার পেমেন্ট দুবার দেখাচ্ছে।');
  await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
  const sent = page.getByRole('alert').filter({ hasText: 'বার্তা পাঠানো হয়েছে' });
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(/HC-\d+/);
  await expectAccessible(page);
});
