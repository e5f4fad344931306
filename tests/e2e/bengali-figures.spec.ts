import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { accountNumber, choose, confirmWithCode, open } from './money-helpers.ts';

/**
 * In Bengali every amount, date and time on screen is written in Bengali digits (docs/decisions/023); identifiers
 * (account numbers, references) stay in Latin digits so they can be copied.
 */
const LATIN_DIGIT = /[0-9]/;
const BENGALI_MONTH = /জানু|ফেব্রু|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টে|অক্টো|নভে|ডিসে/;
/** Account numbers (whole or masked) and references: long runs of digits, capitals and asterisks. */
const IDENTIFIER = /[0-9A-F*]{8,}/g;

/** Every text on `page`'s main area that shows an amount (৳) or a date (a month's name), identifiers removed. */
async function figuresOnScreen(page: Page) {
  const texts = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  const shown = texts.map((text) => text.replace(IDENTIFIER, '#'));
  return {
    amounts: shown.filter((text) => text.includes('৳')),
    dates: shown.filter((text) => BENGALI_MONTH.test(text)),
  };
}

async function expectBengaliFigures(page: Page) {
  // A change of language renders the page again as a transition: until that commits, the figures are the old ones.
  await expect
    .poll(async () => {
      const { amounts, dates } = await figuresOnScreen(page);
      return [...amounts, ...dates].filter((text) => LATIN_DIGIT.test(text));
    }, 'amounts and dates with Latin digits')
    .toEqual([]);
  const { amounts, dates } = await figuresOnScreen(page);
  expect(amounts.length, 'amounts on screen').toBeGreaterThan(0);
  await expect(page.locator('body')).not.toContainText(/\b[AP]M\b/);
  return { amounts, dates };
}

async function chooseLanguage(page: Page, menu: RegExp, language: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('in Bengali the dashboard writes amounts and dates in Bengali digits', async ({ page, customer }) => {
  await signIn(page, customer);
  await chooseLanguage(page, /^Language/, 'বাংলা');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // the accounts' balances and the funding credits among the recent transactions
  await expect(page.getByText('২,৫০,০০০.০০৳').first()).toBeVisible();
  const { dates } = await expectBengaliFigures(page);
  expect(dates.length, 'dates on the dashboard').toBeGreaterThan(0);
  await expect(page.getByText(accountNumber(customer, 'savings')).first()).toBeVisible();
});

test('in Bengali a statement writes its balances, rows and period in Bengali digits', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/statement');
  await chooseLanguage(page, /^Language/, 'বাংলা');
  await expect(page.getByRole('table')).toBeVisible();
  const { dates } = await expectBengaliFigures(page);
  expect(dates.length, 'dates on the statement').toBeGreaterThan(0);
});

test('in Bengali the review and the receipt of a transfer write amounts and the time in Bengali digits', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await open(page, '/fund-transfer/bank-account-own');
  await chooseLanguage(page, /^Language/, 'বাংলা');
  await choose(page, /^যে অ্যাকাউন্ট থেকে/, new RegExp(accountNumber(customer, 'savings')));
  await choose(page, /^যে অ্যাকাউন্টে/, new RegExp(accountNumber(customer, 'current')));
  // Bengali digits typed into the amount are taken as the amount
  await page.getByRole('textbox', { name: /^অঙ্ক/ }).fill('১২৩৪.৫৬');
  await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await expect(page.getByText('১,২৩৪.৫৬৳').first()).toBeVisible();
  await expectBengaliFigures(page);

  await chooseLanguage(page, /^ভাষা/, 'English');
  await confirmWithCode(page, customer);
  await chooseLanguage(page, /^Language/, 'বাংলা');
  await expect(page.getByText('১,২৩৪.৫৬৳').first()).toBeVisible();
  await expectBengaliFigures(page);
  await expectAccessible(page);
});
