import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { accountNumber, choose, detail, dialogShown, runBackOfficeAsOf } from './money-helpers.ts';

const HOUR = 60 * 60_000;

/** Fills in and sends a 25-leaf chequebook request for `number`; returns the reference the page gives. */
async function requestChequebook(page: Page, number: string): Promise<string> {
  await page.goto('/dashboard/chequebook-request-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Chequebook Request' })).toBeVisible();
  await choose(page, /^Account/, new RegExp(number));
  await choose(page, /^Collect from branch/, /^Agrabad Branch/);
  // 25 leaves at 5 taka each, and 15% VAT
  await expect(page.getByRole('status').filter({ hasText: 'Fee' })).toContainText('৳143.75');
  await page.getByRole('button', { name: 'Submit request' }).click();
  const sent = page.getByRole('alert').filter({ hasText: 'Request sent' });
  await expect(sent).toBeFocused();
  const reference = /SR-\d{4}-\d{6,}/.exec((await sent.textContent()) ?? '')?.[0];
  expect(reference, 'reference of the request').toBeTruthy();
  return reference!;
}

test('a chequebook request goes from the account services to completed, its fee and timeline shown', async ({
  page,
  customer,
  request,
}) => {
  const current = accountNumber(customer, 'current');
  await signIn(page, customer, '/account-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Services' })).toBeVisible();
  // No cheque book, no loan, no deposit yet: the services that need one are not offered.
  await expect(page.getByRole('heading', { name: 'Chequebook request' })).toBeVisible();
  for (const service of ['Stop cheque', 'Cheque status', 'Loan statement', 'Deposit statement'])
    await expect(page.getByRole('heading', { name: service, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const reference = await requestChequebook(page, current);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Service request history', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Request History' })).toBeVisible();
  const row = page.getByRole('button', { name: new RegExp(reference) });
  await expect(row).toContainText('Submitted');

  // The bank takes it up, then finishes it: the back office moved on for this customer only.
  const now = Date.now();
  expect(await runBackOfficeAsOf(request, customer, new Date(now + HOUR))).toBe(1);
  expect(await runBackOfficeAsOf(request, customer, new Date(now + 3 * HOUR))).toBe(1);
  await page.reload();
  await expect(row).toContainText('Completed');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Chequebook request' });
  await dialogShown(page);
  await expect(detail(dialog, 'Reference')).toHaveText(reference);
  await expect(detail(dialog, 'Fee (with VAT)')).toHaveText('৳143.75');
  await expect(detail(dialog, 'Fee transaction')).toHaveText(/^TK/);
  await expect(dialog.getByRole('listitem')).toHaveText([/^Submitted/, /^Processing/, /^Completed/]);
  await expect(dialog.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The new book is there, every leaf unused.
  await page.goto('/dashboard/cheque-status-enquiry');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Account ${current}`) })).toBeVisible();
  await expect(page.getByText(/: Unused$/)).toHaveCount(25);
  await expectAccessible(page);
  const firstLeaf = /(\d+): Unused$/.exec(
    (await page
      .getByText(/: Unused$/)
      .first()
      .textContent()) ?? '',
  )![1]!;

  // With a cheque book, stopping a cheque is offered: the first leaf is stopped once the bank accepts.
  await page.goto('/account-services');
  await expect(page.getByRole('heading', { name: 'Stop cheque', exact: true })).toBeVisible();
  await page.goto('/dashboard/stop-cheque-request');
  await choose(page, /^Cheque book/, new RegExp(current));
  await page.getByRole('textbox', { name: /^First leaf/ }).fill(firstLeaf);
  await page.getByRole('textbox', { name: /^Last leaf/ }).fill(firstLeaf);
  await choose(page, /^Reason/, 'Lost');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Request sent' })).toBeFocused();
  expect(await runBackOfficeAsOf(request, customer, new Date(now + 4 * HOUR))).toBe(1);
  await page.goto('/dashboard/cheque-status-enquiry');
  await expect(page.getByText(`${firstLeaf}: Stopped`)).toBeVisible();
  await expect(page.getByText(/: Unused$/)).toHaveCount(24);
});

test('a submitted request is cancelled through the confirmation and the filter keeps it in the URL', async ({
  page,
  customer,
}) => {
  await signIn(page, customer, '/service-request-history');
  await expect(page.getByRole('heading', { name: 'No service requests yet' })).toBeVisible();
  await expectAccessible(page);

  const reference = await requestChequebook(page, accountNumber(customer, 'savings'));
  await page.goto('/service-request-history');
  // By keyboard: the row opens its dialog.
  const row = page.getByRole('button', { name: new RegExp(reference) });
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Chequebook request' });
  await dialogShown(page);
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(confirmation).toContainText(reference);
  await confirmation.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText(`Request ${reference} is cancelled.`)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([/^Submitted/, /^Cancelled.*You cancelled it\.$/]);
  await expect(dialog.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await choose(page, /^Status/, 'Completed');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('completed');
  await expect(page.getByRole('heading', { name: 'No requests match' })).toBeVisible();
  await choose(page, /^Status/, 'Cancelled');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(reference) })).toContainText('Cancelled');
});

for (const [language, names] of [
  ['Türkçe', { history: 'Hizmet talebi geçmişi', hub: 'Hesap hizmetleri', empty: 'Henüz hizmet talebi yok' }],
  ['বাংলা', { history: 'সেবা অনুরোধের ইতিহাস', hub: 'হিসাব সেবা', empty: 'এখনো কোনো সেবার অনুরোধ নেই' }],
] as const)
  test(`the service pages read in ${language}`, async ({ page, customer }) => {
    await signIn(page, customer, '/service-request-history');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.history })).toBeVisible();
    await expect(page.getByRole('heading', { name: names.empty })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/account-services');
    await expect(page.getByRole('heading', { level: 1, name: names.hub })).toBeVisible();
    await expectAccessible(page);
  });
