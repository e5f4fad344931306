import { allowConsoleError, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { choose, detail, dialogShown, enterCodeFromOutbox, open } from './money-helpers.ts';

/** Nasrin's savings account (seeded, not signed up): only looked up as a payee, never paid. */
const NASRIN_SAVINGS = '1021000000045';
const NICKNAME = 'e2e Nasrin';

test('a beneficiary added with the code from the outbox fills the within-bank transfer form', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/beneficiary');
  await expect(page.getByRole('heading', { name: 'Beneficiaries', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await expect(page.getByRole('combobox', { name: /^Kind of beneficiary/ })).toHaveText('Account in Taka');
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill('10210000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("Enter the payee's 13-digit account number.")).toBeVisible();
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill(NASRIN_SAVINGS);
  await page.getByRole('textbox', { name: /^Nickname/ }).fill(NICKNAME);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review names the holder, looked up by the server, before any code is sent.
  await expect(page.getByRole('heading', { name: 'Check the beneficiary before you save it' })).toBeFocused();
  await expect(detail(page, 'Account holder')).toHaveText('Nasrin Akter');
  await expect(detail(page, 'Nickname')).toHaveText(NICKNAME);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from your mobile' })).toBeFocused();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await expect(page.getByText(`${NICKNAME} is now among your beneficiaries.`)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const group = page.getByRole('region', { name: 'Accounts in Taka' });
  await expect(group.getByRole('listitem').filter({ hasText: NICKNAME })).toContainText(
    `Nasrin Akter · ${NASRIN_SAVINGS}`,
  );
  await expectAccessible(page);

  // Adding the same account again is refused before a code is sent.
  allowConsoleError(page, /status of 409 .*\/api\/beneficiaries\/preview/);
  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill(NASRIN_SAVINGS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('This beneficiary is already saved.');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await open(page, '/fund-transfer/bank-account-other');
  await page.getByRole('button', { name: 'Choose a beneficiary' }).click();
  await page.getByRole('menuitem', { name: new RegExp(NICKNAME) }).click();
  await expect(page.getByRole('textbox', { name: /^Payee's account number/ })).toHaveValue(NASRIN_SAVINGS);
  await page.getByRole('textbox', { name: /^Amount/ }).fill('75');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(detail(page, 'Payee')).toHaveText('Nasrin Akter');
  await expect(detail(page, "Payee's account or number")).toHaveText(NASRIN_SAVINGS);
  await expect(detail(page, 'Amount')).toHaveText('৳75.00');

  // Deleted through the shared confirmation dialog.
  await open(page, '/beneficiary');
  const remove = page.getByRole('button', { name: `Delete ${NICKNAME}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete beneficiary' });
  await dialogShown(page);
  await expect(dialog).toContainText(`Delete ${NICKNAME} from your beneficiaries?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${NICKNAME} was deleted.`)).toBeVisible();
  await expect(remove).toHaveCount(0);
});

test('with no wallet saved, the MFS form says so and leads to the beneficiaries page', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/mfs-transfer');
  await page.getByRole('button', { name: 'Choose a beneficiary' }).click();
  const menu = page.getByRole('menu');
  await expect(
    menu.getByRole('menuitem', { name: 'You have no saved beneficiaries of this kind.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Add a beneficiary' }).click();
  await expect(page).toHaveURL('/beneficiary');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the beneficiaries page and its add form fit the screen and are accessible', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer, '/beneficiary');
    await expect(page.getByRole('button', { name: 'Add beneficiary' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add beneficiary' }).click();
    await choose(page, /^Kind of beneficiary/, 'Mobile number for recharge');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('01911223344');
    await expect(page.getByText('Operator: Banglalink')).toBeVisible();
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
