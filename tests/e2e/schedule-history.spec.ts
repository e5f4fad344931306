import type { Page } from '@playwright/test';
import { expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { typeDate } from './date-fields.ts';
import { choose, detail, dialogShown, enterCodeFromOutbox, runSchedulerAsOf } from './money-helpers.ts';

/** A Dhaka calendar day `days` from now ("2026-11-28"); Dhaka is UTC+6 all year. */
const dhakaDay = (days: number) =>
  new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function switchLanguage(page: Page, name: string, lang: string) {
  await page.getByRole('button', { name: /^(Language|Dil|ভাষা)/ }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('a monthly transfer is scheduled, runs at its time with a receipt, is paused, resumed, changed and cancelled', async ({
  page,
  request,
  customer,
}) => {
  // Paid to another customer of the test's own, so no one else's balance moves.
  const payee = await newCustomer(request, { accounts: [{ kind: 'savings', balance: '1.00' }] });
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  await choose(page, /^From account/, new RegExp(customer.accounts[0]!.number));
  await page.getByRole('textbox', { name: /^Payee's account number/ }).fill(payee.accounts[0]!.number);
  await page.getByRole('textbox', { name: /^Amount/ }).fill('250');
  await page.getByRole('textbox', { name: /^Remarks/ }).fill('e2e monthly rent');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review offers when to pay; Repeat asks for a first date and time, how often and until when.
  await page.getByRole('radio', { name: 'Repeat' }).check();
  const day = dhakaDay(2);
  await typeDate(page, /^Date/, day);
  await page.getByLabel(/^Time \(Dhaka\)/).fill('09:00');
  await expect(page.getByRole('combobox', { name: /^How often/ })).toHaveText('Monthly');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from your mobile' })).toBeFocused();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Payment scheduled' })).toBeFocused();
  await expect(page.getByText(/^Monthly from .*, until cancelled$/)).toBeVisible();
  await expectAccessible(page);

  // Time moves for this customer only: its first run is due, and the scheduler runs it.
  const firstRun = new Date(`${day}T09:00:00+06:00`);
  expect(await runSchedulerAsOf(request, customer, new Date(firstRun.getTime() + 60_000))).toBe(1);

  await page.getByRole('link', { name: 'See scheduled payments' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule History', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: payee.fullName });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(detail(card, 'Amount')).toHaveText('৳250.00');
  await card.getByRole('button', { name: `Past payments to ${payee.fullName}` }).click();
  await expect(card.getByText('Successful')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Thank You' });
  await dialogShown(page);
  await expect(detail(receipt, 'Remarks')).toHaveText('e2e monthly rent');
  await expectAccessible(page);
  await receipt.getByRole('button', { name: 'Cancel' }).click();
  await expect(receipt).toBeHidden();

  // Paused and resumed; the amount of the runs to come changed with a code of its own.
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused')).toBeVisible();
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Change amount' }).click();
  const change = page.getByRole('dialog', { name: 'Change amount' });
  await dialogShown(page);
  await change.getByRole('textbox', { name: /^New amount/ }).fill('300');
  await change.getByRole('button', { name: 'Send me the code' }).click();
  await enterCodeFromOutbox(page, customer);
  await expectAccessible(page);
  await change.getByRole('button', { name: 'Save amount' }).click();
  await expect(change).toBeHidden();
  await expect(detail(card, 'Amount')).toHaveText('৳300.00');

  // Cancelled through the confirmation dialog, by keyboard.
  await card.getByRole('button', { name: 'Cancel it' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Cancel scheduled payment' });
  await dialogShown(page);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel it' })).toHaveCount(0);

  // The page in Turkish and in Bengali.
  await switchLanguage(page, 'Türkçe', 'tr');
  await expect(page.getByRole('heading', { name: 'Planlı işlem geçmişi', level: 1 })).toBeVisible();
  await expect(card.getByText('İptal edildi', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await switchLanguage(page, 'বাংলা', 'bn');
  await expect(page.getByRole('heading', { name: 'নির্ধারিত লেনদেনের ইতিহাস', level: 1 })).toBeVisible();
  await expect(card.getByText('বাতিল', { exact: true })).toBeVisible();
  await expect(card.getByText('সফল')).toBeVisible();
  await expectAccessible(page);
});

test('with nothing scheduled the page says how to schedule a payment', async ({ page, customer }) => {
  await signIn(page, customer, '/schedule-history');
  await expect(page.getByRole('heading', { name: 'No scheduled payments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make a transfer' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the choice of when to pay fits the review and stays accessible', async ({ page, customer }) => {
    await signIn(page, customer, '/fund-transfer/bank-account-own');
    await choose(page, /^From account/, new RegExp(customer.accounts[0]!.number));
    await choose(page, /^To account/, new RegExp(customer.accounts[1]!.number));
    await page.getByRole('textbox', { name: /^Amount/ }).fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Repeat' }).check();
    await page.getByRole('radio', { name: 'After a number of payments' }).check();
    await expect(page.getByRole('textbox', { name: /^Number of payments/ })).toHaveValue('12');
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
