import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PublishNotificationRequest, TestCustomer } from '@taka/contracts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { accountNumber, choose, confirmWithCode, dialogShown, open } from './money-helpers.ts';
import { NOTIFICATION_SERVICE_TOKEN } from './service-token.ts';

/** Publishes a notification to `customer` as the bank's other systems do (decision 026). */
async function publish(
  request: APIRequestContext,
  customer: TestCustomer,
  notification: Partial<PublishNotificationRequest> & { messageTitle: string },
) {
  const answer = await request.post('/api/notification-service/instant-notification', {
    headers: { authorization: `Bearer ${NOTIFICATION_SERVICE_TOKEN}` },
    data: {
      audience: { kind: 'customer', customerId: customer.customerId },
      categoryType: 'PROMOTIONAL',
      messageText: `${notification.messageTitle}: cashback on card purchases.`,
      ...notification,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
/** The bell's count; while the panel is open the bell is behind it (hidden from the accessibility tree). */
const expectUnread = (page: Page, count: number, label = `Notifications, ${count} unread`) =>
  expect(page.getByRole('button', { name: label, includeHidden: true })).toBeVisible();
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const item = (page: Page, title: string) =>
  panel(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

async function openPanel(page: Page) {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).locator('[role=status]')).toHaveCount(0);
}

test('the panel: tabs, more on scroll, read toggles, remove and mark all as read', async ({
  page,
  request,
  customer,
}) => {
  for (let i = 1; i <= 22; i++) await publish(request, customer, { messageTitle: `Offer ${i}` });
  await signIn(page, customer);
  await expectUnread(page, 22);
  await openPanel(page);
  await expect(panel(page).getByRole('tab', { name: 'Promotions' })).toHaveAttribute('aria-selected', 'true');
  const promotions = panel(page).getByRole('list', { name: 'Promotions' }).getByRole('listitem');
  await expect(promotions).toHaveCount(20);
  await expectAccessible(page);

  // Scrolled to the end of the first 20, the rest load.
  await panel(page).getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await expect(promotions).toHaveCount(22);
  await expect(panel(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);

  await item(page, 'Offer 7').getByRole('button', { name: 'Mark as read' }).click();
  await expect(item(page, 'Offer 7').getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expectUnread(page, 21);
  await item(page, 'Offer 7').getByRole('button', { name: 'Mark as unread' }).click();
  await expectUnread(page, 22);

  await item(page, 'Offer 3').getByRole('button', { name: 'Remove' }).click();
  await expect(item(page, 'Offer 3')).toHaveCount(0);
  await expect(promotions).toHaveCount(21);
  await expectUnread(page, 21);

  // The Transactions tab has none, so nothing to mark there.
  await panel(page).getByRole('tab', { name: 'Transactions' }).click();
  await expect(panel(page).getByRole('heading', { name: 'No notifications' })).toBeVisible();
  await expect(panel(page).getByText('When you have notifications, they will appear here.')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expectAccessible(page);

  await panel(page).getByRole('tab', { name: 'Promotions' }).click();
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expectUnread(page, 0);
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test('a transaction notification opens its receipt, which downloads as a real PDF', async ({
  page,
  customer,
}) => {
  await signIn(page, customer);
  await open(page, '/fund-transfer/bank-account-own');
  await choose(page, /^From account/, new RegExp(accountNumber(customer, 'savings')));
  await choose(page, /^To account/, new RegExp(accountNumber(customer, 'current')));
  await page.getByRole('textbox', { name: /^Amount/ }).fill('321.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmWithCode(page, customer);
  await page.getByRole('button', { name: 'Done' }).click();

  // Opened, the panel refreshes the count the bell last polled.
  await openPanel(page);
  await expectUnread(page, 1);
  await panel(page).getByRole('tab', { name: 'Transactions' }).click();
  const transactions = panel(page).getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(transactions).toHaveCount(1);
  await transactions
    .first()
    .getByRole('button', { name: /321\.00/ })
    .click();

  const receipt = page.getByRole('dialog', { name: 'Thank You' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('৳321.00').first()).toBeVisible();
  await dialogShown(page);
  await expectAccessible(page);
  // Opening it marked it read.
  await expectUnread(page, 0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transaction.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await receipt.getByRole('button', { name: 'Cancel' }).click();
  await expect(receipt).toBeHidden();
  await expect(transactions.first().getByRole('button', { name: 'Mark as unread' })).toBeVisible();
});

test('a promotion opens its banner: sanitized rich text, Details in a new tab, not closed beside it', async ({
  page,
  request,
  customer,
}) => {
  await publish(request, customer, {
    messageTitle: 'Boishakh offer',
    bannerTitle: 'Shubho Noboborsho!',
    bannerText:
      '<p>Pay with your <strong>Taka</strong> card.<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    imageUrl: '/api/media/banners/cashback.svg',
    linkedUrl: 'https://www.taka.com.bd/offers/boishakh',
  });
  await signIn(page, customer);
  await openPanel(page);
  await item(page, 'Boishakh offer')
    .getByRole('button', { name: /Boishakh offer/ })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Shubho Noboborsho!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('strong')).toHaveText('Taka');
  await expect(dialog.locator('script, img[onerror]')).toHaveCount(0);
  const details = dialog.getByRole('link', { name: 'Details' });
  await expect(details).toHaveAttribute('href', 'https://www.taka.com.bd/offers/boishakh');
  await expect(details).toHaveAttribute('target', '_blank');
  await dialogShown(page);
  await expectAccessible(page);

  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expectUnread(page, 0);
});

test('in Turkish the panel, its empty tab and a promotion speak Turkish', async ({
  page,
  request,
  customer,
}) => {
  await publish(request, customer, { messageTitle: 'Kampanya', linkedUrl: 'https://www.taka.com.bd/tr' });
  await signIn(page, customer);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await page.getByRole('button', { name: 'Bildirimler, 1 okunmamış' }).click();
  const turkishPanel = page.getByRole('dialog', { name: 'Bildirimler' });
  await expect(turkishPanel.getByRole('tab', { name: 'Kampanyalar' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await turkishPanel.getByRole('tab', { name: 'İşlemler' }).click();
  await expect(turkishPanel.getByRole('heading', { name: 'Bildirim yok' })).toBeVisible();
  await expect(turkishPanel.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
  await turkishPanel.getByRole('tab', { name: 'Kampanyalar' }).click();
  await turkishPanel
    .getByRole('button', { name: /Kampanya/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kampanya' });
  await expect(dialog.getByRole('link', { name: 'Ayrıntılar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expectUnread(page, 0, 'Bildirimler, 0 okunmamış');
});

test('on a phone the panel takes the screen’s width and works by keyboard', async ({
  page,
  request,
  customer,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await publish(request, customer, { messageTitle: 'Phone offer' });
  await signIn(page, customer);

  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(item(page, 'Phone offer')).toBeVisible();
  // The panel grows in from the bell: measured once its opening transition has ended.
  await expect.poll(async () => (await panel(page).boundingBox())?.width ?? 0).toBeGreaterThan(340);
  const box = (await panel(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // The notification opens from the keyboard, and Escape closes the dialog, then the panel.
  await item(page, 'Phone offer')
    .getByRole('button', { name: /Phone offer/ })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Phone offer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Details' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expectUnread(page, 0);
});
