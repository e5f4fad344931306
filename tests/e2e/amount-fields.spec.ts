import type { Page } from '@playwright/test';
import bn from '../../apps/web/public/i18n/bn.json' with { type: 'json' };
import en from '../../apps/web/public/i18n/en.json' with { type: 'json' };
import tr from '../../apps/web/public/i18n/tr.json' with { type: 'json' };
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { KARIM_SAVINGS, detail } from './money-helpers.ts';

/** The words of one language's transfer form and review. */
type Words = typeof en;

const LANGUAGES = { tr: ['Türkçe', tr], bn: ['বাংলা', bn] } as const;

/** Switches the page to `language` from the top bar's language menu; its words. */
async function chooseLanguage(page: Page, language: keyof typeof LANGUAGES): Promise<Words> {
  const [name, words] = LANGUAGES[language];
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return words as Words;
}

/** Types the payee and `amount` and continues: the review's heading, focused, once the server has quoted it. */
async function quote(page: Page, words: Words, amount: string) {
  await page
    .getByRole('textbox', { name: new RegExp(`^${words.transfers.fields.payeeAccountNumber}`) })
    .fill(KARIM_SAVINGS);
  await page.getByRole('textbox', { name: new RegExp(`^${words.transfers.fields.amount}`) }).fill(amount);
  await page.getByRole('button', { name: words.transferFlow.continue }).click();
  await expect(page.getByRole('heading', { name: words.transferFlow.headings.review })).toBeFocused();
}

test('in Turkish an amount is typed with a decimal comma and dots between thousands', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  const words = await chooseLanguage(page, 'tr');
  const amount = page.getByRole('textbox', { name: /^Tutar/ });

  // a dot is Turkish grouping: "60.00" is no amount, not sixty taka
  await amount.fill('60.00');
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByText(tr.validation.amount.invalid)).toBeVisible();

  await quote(page, words, '60,00');
  await expect(detail(page, tr.transferFlow.review.amount)).toHaveText('৳60,00');

  await page.getByRole('button', { name: tr.transferFlow.edit }).click();
  await quote(page, words, '1.500,50');
  await expect(detail(page, tr.transferFlow.review.amount)).toHaveText('৳1.500,50');
  await expect(detail(page, tr.transferFlow.review.grandTotal)).toHaveText('৳1.500,50');
  await expectAccessible(page);
});

test('in English an amount is typed with commas between thousands', async ({ page, customer }) => {
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  await quote(page, en, '1,500');
  await expect(detail(page, 'Amount')).toHaveText('৳1,500.00');

  await page.getByRole('button', { name: 'Change details' }).click();
  // the field shows what was typed; a comma before two digits is no grouping
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1,500');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1,50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(en.validation.amount.invalid)).toBeVisible();
});

test('in Bengali an amount is typed in Bengali digits with lakh grouping', async ({ page, customer }) => {
  await signIn(page, customer, '/fund-transfer/bank-account-other');
  const words = await chooseLanguage(page, 'bn');
  await quote(page, words, '১,২৫,০০০.৫০');
  await expect(detail(page, bn.transferFlow.review.amount)).toHaveText('১,২৫,০০০.৫০৳');
  await expectAccessible(page);
});
