import { expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { choose, detail, dialogShown, enterCodeFromOutbox, open } from './money-helpers.ts';

test('a receipt saved as a favorite is repeated from Favorites straight to its review', async ({
  page,
  request,
  customer,
}) => {
  // Paid to another customer of the test's own, so no one else's balance moves.
  const payee = await newCustomer(request, { accounts: [{ kind: 'savings', balance: '1.00' }] });
  const payeeAccount = payee.accounts[0]!.number;
  const name = 'e2e rent';
  const remarks = 'e2e favorite';
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  await choose(page, /^From account/, new RegExp(customer.accounts[0]!.number));
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill(payeeAccount);
  await page.getByRole('textbox', { name: /^Amount/ }).fill('12.34');
  await page.getByRole('textbox', { name: /^Remarks/ }).fill(remarks);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

  await page.getByRole('button', { name: 'Save as favorite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as favorite' });
  await dialogShown(page);
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(payee.fullName);
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Saved as favorite' })).toBeDisabled();

  await open(page, '/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(detail(card, 'Amount')).toHaveText('৳12.34');
  await expectAccessible(page);

  await card.getByRole('button', { name: `Repeat ${name}` }).click();
  // One step: the server re-quotes the stored request and the flow opens on its review.
  await expect(page.getByRole('heading', { name: 'Check the transfer before you send it' })).toBeFocused();
  const review = page.locator('dl', { hasText: 'Grand total' }); // the details step stays mounted, hidden
  await expect(detail(review, 'Payee')).toHaveText(payee.fullName);
  await expect(detail(review, "Payee's account or number")).toHaveText(payeeAccount);
  await expect(detail(review, 'Amount')).toHaveText('৳12.34');
  await expect(detail(review, 'Remarks')).toHaveText(remarks);
  await expect(page.getByRole('button', { name: 'Send me the code' })).toBeEnabled();
  await expectAccessible(page);

  // Renamed and deleted through the shared confirmation dialog.
  await page.getByRole('link', { name: 'Back to favorites' }).click();
  await card.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename favorite' });
  await dialogShown(page);
  await rename.getByRole('textbox', { name: /^Name/ }).fill(`${name} (renamed)`);
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `${name} (renamed)` }) });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `Delete ${name} (renamed)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete favorite' });
  await dialogShown(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} (renamed) was deleted.`)).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the favorites page fits the screen and is accessible', async ({ page, customer }) => {
    await signIn(page, customer, '/favorites');
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
