import type { APIRequestContext, Page } from '@playwright/test';
import type { CardAuthorization, TestCustomer } from '@taka/contracts';
import { addDays, holderBirthDays } from '@taka/contracts';
import { typeDate } from './date-fields.ts';
import { expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import {
  choose,
  dialogShown,
  enterCodeFromOutbox,
  runBackOfficeAsOf,
  signInThroughApi,
} from './money-helpers.ts';

const HOUR = 60 * 60_000;

/** What the card network hears from the bank for a payment with `cardNumber` (development route, decision 033). */
async function authorize(
  request: APIRequestContext,
  customer: TestCustomer,
  cardNumber: string,
  channel = 'pos',
) {
  const headers = await signInThroughApi(request, customer);
  const answer = await request.post('/api/dev/card-network/authorize', {
    headers: headers(),
    data: { cardNumber, amount: '1200.00', channel, merchant: 'Shwapno Gulshan' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as CardAuthorization;
}

const masked = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;
const cardSection = (page: Page, number: string) =>
  page.getByRole('region', { name: new RegExp(masked(number).replace(/\*/g, '\\*')) });

test('a card is blocked at once and unblocked only with the code sent to the mobile', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, { cards: [{ kind: 'debit' }] });
  const card = customer.cards[0]!;
  await signIn(page, customer, '/card-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Services' })).toBeVisible();
  await expect(cardSection(page, card.number)).toContainText('Active');
  // a debit card only: the credit-card services are not offered
  await expect(page.getByRole('heading', { name: 'Reissue Card' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EMI Conversion' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Open' }).first().click();
  await expect(page).toHaveURL('/card-services/card-block');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Block' })).toBeVisible();
  await expectAccessible(page);
  expect(await authorize(request, customer, card.number)).toEqual({ decision: 'approved', reasonCode: null });

  const section = cardSection(page, card.number);
  await section.getByRole('button', { name: 'Block card' }).click();
  const dialog = page.getByRole('dialog', { name: `Block card ${masked(card.number)}` });
  await dialogShown(page);
  await choose(page, /^Reason/, 'Stolen');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Block now' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText('Blocked: Stolen');
  expect(await authorize(request, customer, card.number)).toEqual({
    decision: 'declined',
    reasonCode: 'card_blocked',
  });

  await section.getByRole('button', { name: 'Unblock card' }).click();
  const unblock = page.getByRole('dialog', { name: `Unblock card ${masked(card.number)}` });
  await unblock.getByRole('button', { name: 'Send code' }).click();
  await enterCodeFromOutbox(page, customer);
  await expectAccessible(page);
  await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(unblock).toBeHidden();
  await expect(section).toContainText('Active');
  expect(await authorize(request, customer, card.number)).toEqual({ decision: 'approved', reasonCode: null });

  // ATM use switched off: refused at once
  await section.getByRole('switch', { name: 'ATM withdrawals' }).click();
  await section.getByRole('button', { name: 'Save controls' }).click();
  await expect(page.getByText(`The controls of card ${masked(card.number)} are saved.`)).toBeVisible();
  expect(await authorize(request, customer, card.number, 'atm')).toEqual({
    decision: 'declined',
    reasonCode: 'atm_disabled',
  });
});

test('a virtual card request is submitted and, once the back office completes it, the card is shown', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, { cards: [{ kind: 'debit' }] });
  const savings = customer.accounts.find((account) => account.kind === 'savings')!;
  await signIn(page, customer, '/card-services/virtual-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual card' })).toBeVisible();
  await choose(page, /^Account/, new RegExp(savings.number));
  // 200 taka and 15% VAT
  await expect(page.getByRole('status').filter({ hasText: 'Fee' })).toContainText('৳230.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent' })).toBeFocused();

  const now = Date.now();
  expect(await runBackOfficeAsOf(request, customer, new Date(now + HOUR))).toBe(1);
  expect(await runBackOfficeAsOf(request, customer, new Date(now + 2 * HOUR))).toBe(1);
  await page.goto('/card-services');
  await expect(page.getByRole('region')).toHaveCount(2);
  await expect(page.getByRole('region').filter({ hasText: 'Virtual' })).toContainText(/\d{6}\*{6}\d{4}/);
  await page.goto('/service-request-history');
  await expect(page.getByRole('button', { name: /Virtual card/ })).toContainText('Completed');
});

test('every card service page of a credit card holder is accessible; EMI shows the instalments', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await newCustomer(request, {
    cards: [{ kind: 'credit' }, { kind: 'prepaid', tagged: false }],
  });
  await signIn(page, customer, '/card-services/emi-conversion');
  await choose(page, /^Card/, /Credit Card/);
  await choose(page, /^Purchase/, /Aarong Dhanmondi/);
  await choose(page, /^Instalments/, '12 months');
  // BDT 25,000 over 12 months at 12% a year
  await expect(page.getByRole('status').filter({ hasText: 'instalments' })).toContainText('৳2,221.22');
  await expectAccessible(page);
  for (const path of [
    'supplementary-card',
    'upgrade-downgrade',
    'card-cheque',
    'hard-copy-statement',
    'email-statement',
    'reissue',
    'credit-card-limit-transfer',
    'usd-block-unblock',
    'limit-rearrangement',
    'loan-request',
  ]) {
    await page.goto(`/card-services/${path}`);
    await expect(page.getByRole('button', { name: 'Submit request' })).toBeVisible();
    await expectAccessible(page);
  }

  // The prepaid card is not shown until tagged with a code.
  await page.goto('/card-services/tag-credit-prepaid-card');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /^Card number/ }).fill(customer.cards[1]!.number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterCodeFromOutbox(page, customer);
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Card added' })).toBeFocused();
  await page.goto('/card-services');
  await expect(page.getByRole('region')).toHaveCount(2);

  // a service that does not exist is the 404 page
  await page.goto('/card-services/no-such-service');
  await expect(page).toHaveURL('/errors/error-404');
});

test('a supplementary card is asked for a holder of 18 to 100 only, refused on the form before it is sent', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, { cards: [{ kind: 'credit' }] });
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/api/service-requests')) sent.push(sentRequest.url());
  });
  await signIn(page, customer, '/card-services/supplementary-card');
  await choose(page, /^Card/, /Credit Card/);
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Ayesha Begum');
  await choose(page, /^Relationship/, 'Spouse');
  const submit = page.getByRole('button', { name: 'Submit request' });

  await typeDate(page, /^Date of birth/, '2999-12-31');
  await submit.click();
  await expect(page.getByText('Enter a date of birth before today.')).toBeVisible();
  await typeDate(page, /^Date of birth/, addDays(holderBirthDays().latest, 1));
  await submit.click();
  await expect(page.getByText('The card holder must be 18 to 100 years old.')).toBeVisible();
  await expectAccessible(page);
  expect(sent).toEqual([]);

  await typeDate(page, /^Date of birth/, '1990-04-02');
  // 1,000 taka and 15% VAT
  await expect(page.getByRole('status').filter({ hasText: 'Fee' })).toContainText('৳1,150.00');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent' })).toBeFocused();
});

for (const [language, names] of [
  ['Türkçe', { hub: 'Kart hizmetleri', block: 'Kart bloke', button: 'Kartı bloke et' }],
  ['বাংলা', { hub: 'কার্ড সেবা', block: 'কার্ড ব্লক', button: 'কার্ড ব্লক করুন' }],
] as const)
  test(`the card pages read in ${language}`, async ({ page, request }) => {
    const customer = await newCustomer(request, { cards: [{ kind: 'debit' }] });
    await signIn(page, customer, '/card-services');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.hub })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/card-services/card-block');
    await expect(page.getByRole('heading', { level: 1, name: names.block })).toBeVisible();
    await expect(page.getByRole('button', { name: names.button })).toBeVisible();
    await expectAccessible(page);
  });
