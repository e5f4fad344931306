import { DEMO_USER, expect, expectAccessible, signIn, test } from './fixtures.ts';

// Rahim's seeded accounts, loans and history, which no test changes (decision 020).
import { RAHIM, accountCard, detail, dialogShown, open } from './money-helpers.ts';

test('the dashboard shows each account with ledger and available balance, recent transactions and spending', async ({
  page,
}) => {
  await signIn(page, DEMO_USER);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const current = accountCard(page, RAHIM.current);
  await expect(detail(current, 'Overdraft limit')).toHaveText('৳50,000.00');
  await expect(detail(current, 'Ledger balance')).toHaveText(/^-?৳[\d,]+\.\d{2}$/);
  await expect(detail(current, 'Available balance')).toHaveText(/^৳[\d,]+\.\d{2}$/);
  const card = accountCard(page, RAHIM.card);
  await expect(detail(card, 'Credit limit')).toHaveText('৳2,00,000.00');
  await expect(detail(card, 'Payment due')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  // The taka sign is drawn from a font of its own: an English page with amounts downloads no Bengali face.
  const faces = () =>
    page.evaluate(() =>
      [...document.fonts].map(({ family, status }) => `${family.replaceAll('"', '')}: ${status}`),
    );
  await expect.poll(faces).toContain('Taka Sign: loaded');
  const bengaliFaces = (await faces()).filter((face) => face.startsWith('Noto Sans Bengali'));
  expect(bengaliFaces.length).toBeGreaterThan(0); // declared, for Bengali text
  expect(bengaliFaces.filter((face) => !face.endsWith(': unloaded'))).toEqual([]);
  // English text draws from Inter cut to English (decision 049): the whole Latin face is not downloaded.
  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => name)
      .filter((name) => name.endsWith('.woff2')),
  );
  expect(fontFiles.filter((name) => name.includes('inter-english'))).toHaveLength(1);
  expect(fontFiles.filter((name) => name.includes('inter-latin'))).toEqual([]);
  // the accounts' own headings: a recent move to the loan names it too
  await expect(page.getByRole('heading', { name: 'Home Loan', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fixed Deposit, 1 year', level: 3 })).toBeVisible();

  const recent = page.getByRole('list', { name: 'Recent transactions' });
  await expect(recent.getByRole('button')).toHaveCount(5);
  await expect(page.getByRole('img', { name: /^Spending per day over the last 30 days/ })).toBeVisible();
  await expect(page.getByText('Spent in the last 30 days')).toBeVisible();
  await expectAccessible(page);

  // A recent transaction opens its receipt, as a notification will.
  await recent.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^(Thank You|Sorry)$/ })).toBeVisible();
  await expect(detail(dialog, 'Transaction ID')).toHaveText(/^[0-9A-Z]{8,24}$/);
  await dialogShown(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page).toHaveURL('/statement');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dashboard and a transfer form fit and stay accessible', async ({ page }) => {
    await signIn(page, DEMO_USER);
    // an account a line each
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(RAHIM.savings) })).toBeVisible();
    await expect(accountCard(page, RAHIM.savings)).toHaveCount(0);
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await open(page, '/fund-transfer/other-bank-account');
    await expect(page.getByRole('heading', { name: 'Other Bank Transfer', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Details/ })).toBeVisible();
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test('the dashboard arrives drawn with its answers and the shell’s, and the browser asks for none of them again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  const drawnWith = [
    '/api/common/user',
    '/api/notification-service/instant-notification/total/unread/alerts',
    '/api/common/navigation',
    '/api/accounts',
    '/api/transactions/history?size=5',
    '/api/transactions/spending',
  ];
  await signIn(page, DEMO_USER);
  await expect(accountCard(page, RAHIM.current)).toBeVisible();
  // The server drew the accounts into the page (its answers beside them, for the app to take over).
  const document = await (await page.request.get('/dashboard')).text();
  expect(document.replace(/<script[\s\S]*?<\/script>/g, '')).toContain(RAHIM.current);
  expect(asked.filter((path) => drawnWith.includes(path))).toEqual([]);
});
