import type { Page } from '@playwright/test';
import { GREEN_PIN_URL, NavigationSchema, type NavigationItem } from '@taka/contracts';
import { DEMO_USER, expect, expectAccessible, newCustomer, signIn, test } from './fixtures.ts';
import { choose, dialogShown, signInThroughApi } from './money-helpers.ts';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1, exact: true });

/** Every destination the menu offers: its visible, enabled links, nested ones included (SPEC 2.3). */
function menuLinks(items: NavigationItem[]): string[] {
  return items
    .filter((item) => !item.hidden)
    .flatMap((item) => [
      ...(item.type === 'basic' && item.link && !item.disabled ? [item.link] : []),
      ...menuLinks(item.children ?? []),
    ]);
}

/** The pages the menu has no item for, which the site map lists beside it (SPEC 2.4's My Profile among them). */
const BESIDE_THE_MENU = [
  '/beneficiary',
  '/favorites',
  '/loan-services',
  '/fdr-request',
  '/settings/personalise-profile',
];

test("the site map lists every destination of the customer's menu in its groups, and the pages beside it", async ({
  page,
  request,
}) => {
  // a credit card holder without a loan: the credit card's services are in the menu, the loan statement is not
  const customer = await newCustomer(request, { cards: [{ kind: 'credit' }] });
  const headers = await signInThroughApi(request, customer);
  const answer = await request.get('/api/common/navigation', { headers: headers() });
  const offered = menuLinks(NavigationSchema.parse(await answer.json()).default);
  expect(offered).toContain('/card-services/emi-conversion');
  expect(offered).not.toContain('/dashboard/loan-statement');

  await signIn(page, customer, '/sitemap');
  await expect(heading(page, 'Site Map')).toBeVisible();
  const main = page.getByRole('main');
  const links = await main
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(links.toSorted()).toEqual([...offered, ...BESIDE_THE_MENU].toSorted());
  await expect(main.getByRole('heading', { level: 2 })).toContainText([
    'Main menu',
    'Fund Transfer',
    'Services',
    'Account Services',
    'Card Services',
    'Other Services',
    'History',
    'Settings',
  ]);
  await expect(main.getByRole('list', { name: 'Card Services' }).getByRole('link').first()).toHaveText(
    'Tag Card',
  );
  await expectAccessible(page);

  // a link at the top level, one nested in a collapsable and one beside the menu open their pages
  for (const [group, name, path, pageHeading] of [
    ['Main menu', 'Account Statement', '/statement', 'Account Statement'],
    ['Card Services', 'EMI Conversion', '/card-services/emi-conversion', 'EMI Conversion'],
    ['Settings', 'My Profile', '/settings/personalise-profile', 'My Profile'],
  ]) {
    await main.getByRole('list', { name: group }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path!);
    await expect(heading(page, pageHeading!)).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Site Map')).toBeVisible();
  }

  // The external link is checked where it points, not followed.
  const greenPin = main.getByRole('link', { name: 'Green PIN (opens in a new tab)' });
  await expect(greenPin).toHaveAttribute('href', GREEN_PIN_URL);
  await expect(greenPin).toHaveAttribute('target', '_blank');
  await expect(greenPin).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Others links to its pages and shows the guest-only help desk and legal texts in place', async ({
  page,
}) => {
  await signIn(page, DEMO_USER, '/others');
  await expect(heading(page, 'Others')).toBeVisible();
  await expectAccessible(page);

  for (const [action, path, pageHeading] of [
    // Locate Us titles its page "Locate" (SPEC 2.5).
    ['Find a branch or ATM', '/locate-us', 'Locate'],
    ['Open the site map', '/sitemap', 'Site Map'],
    ['Contact the bank', '/reach-us', 'Reach Us'],
  ] as const) {
    await page.getByRole('link', { name: action }).click();
    await expect(page).toHaveURL(path);
    await expect(heading(page, pageHeading)).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Others')).toBeVisible();
  }

  // A signed-in customer reading them stays signed in and on this page: the guest pages would send them away.
  for (const [action, title, text] of [
    ['Show the help desk', 'Help Desk', 'Call us'],
    ['Read the terms and conditions', 'Terms and Conditions', 'These terms apply to your use of Taka'],
    ['Read the privacy policy', 'Privacy Policy', 'We do not sell your data.'],
    ['Read the disclaimer', 'Disclaimer', 'Balances and histories are final only'],
    ['Read the hyperlink policy', 'Hyperlink Policy', 'such as the Green PIN service'],
  ]) {
    const opener = page.getByRole('button', { name: action });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(text!);
    if (title === 'Help Desk') {
      await dialogShown(page);
      await expectAccessible(page);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL('/others');
  }
});

test('Reach Us sends a secure message and lists it with its reference', async ({ page, customer }) => {
  await signIn(page, customer, '/reach-us');
  await expect(heading(page, 'Reach Us')).toBeVisible();
  await expect(page.getByRole('link', { name: '16234', exact: true })).toHaveAttribute('href', 'tel:16234');
  await expect(page.getByRole('link', { name: '+880 9612 016234' })).toHaveAttribute(
    'href',
    'tel:+8809612016234',
  );
  await expect(page.getByRole('link', { name: 'help@taka.com.bd' })).toHaveAttribute(
    'href',
    'mailto:help@taka.com.bd',
  );
  await expect(page.getByText('Sunday to Thursday, 10:00 AM to 4:00 PM (Bangladesh time)')).toBeVisible();
  await expect(page.getByText('You have not sent the bank a message yet.')).toBeVisible();
  await expectAccessible(page);

  // Nothing chosen or written: each field says what it needs.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Choose what your message is about.')).toBeVisible();
  await expect(page.getByText('Write your message.')).toBeVisible();
  const message = page.getByRole('textbox', { name: /^Message/ });
  await message.fill('x'.repeat(2001));
  await expect(page.getByText('Use at most 2,000 characters.')).toBeVisible();
  await expectAccessible(page);

  const [savings] = customer.accounts;
  await choose(page, /^Subject/, 'Card');
  await message.fill('My debit card was kept by the ATM at Gulshan 1.');
  await expect(page.getByText('47 of 2,000 characters')).toBeVisible();
  await choose(page, /^Account/, new RegExp(savings!.number));
  await page.getByRole('button', { name: 'Send message' }).click();

  const sent = page.getByRole('alert').filter({ hasText: 'Message sent' });
  await expect(sent).toBeFocused();
  const reference = /SM-\d{4}-\d{6,}/.exec((await sent.textContent()) ?? '')?.[0];
  expect(reference, 'the reference of the message sent').toBeTruthy();
  const listed = page.getByRole('list', { name: 'Your messages' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(reference!);
  await expect(listed.first()).toContainText('Card');
  await expect(listed.first()).toContainText('Received');
  await expect(listed.first()).toContainText(`about account ${savings!.number}`);
  await expectAccessible(page);

  // Another one, about no account in particular: the form is empty again, and the newest comes first.
  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(message).toHaveValue('');
  await choose(page, /^Subject/, 'Complaint');
  await message.fill('The branch was closed on a working day.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('Complaint');
  await expect(listed.first()).not.toContainText('about account');
  await expect(listed.nth(1)).toContainText(reference!);
});

test('in Bengali Reach Us writes its figures in Bengali digits and keeps numbers to dial in Latin', async ({
  page,
}) => {
  await signIn(page, DEMO_USER, '/reach-us');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(heading(page, 'যোগাযোগ')).toBeVisible();
  await expect(page.getByText('দিনে ২৪ ঘণ্টা, সপ্তাহে ৭ দিন')).toBeVisible();
  const hours = page.locator('dd', { hasText: 'রবিবার থেকে বৃহস্পতিবার' });
  await expect(hours).toContainText('১০:০০');
  await expect(hours).not.toContainText(/[0-9]/);
  await expect(page.getByRole('link', { name: '16234', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
  await expect(page.getByText('আপনার বার্তা লিখুন।')).toBeVisible();
  await expectAccessible(page);
});
